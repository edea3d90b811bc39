/**
 * Placeholder art for mock mode: every /public/ image the mock data names (avatars, cards, backgrounds,
 * locations, poses, posts, selfies) drawn as a small SVG, the same colours for the same character.
 */
export type ArtKind = 'avatar' | 'card' | 'bg' | 'loc' | 'pose' | 'post' | 'selfie' | 'other';

const SIZES: Record<ArtKind, [number, number]> = {
  avatar: [256, 256],
  card: [600, 800],
  bg: [1280, 720],
  loc: [640, 400],
  pose: [300, 400],
  post: [600, 750],
  selfie: [300, 400],
  other: [600, 600],
};

export function artKind(file: string): ArtKind {
  const kind = file.split('-')[1]?.replace(/\..*$/, '') ?? '';
  return (Object.keys(SIZES) as ArtKind[]).includes(kind as ArtKind) ? (kind as ArtKind) : 'other';
}

function hash(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** "sofia-pose-back-hug.jpg" → "Back hug"; "sofia-card.jpg" → "Sofia". */
export function artLabel(file: string): string {
  const base = file.replace(/\.[a-z0-9]+$/i, '');
  const [owner = '', kind = '', ...rest] = base.split('-');
  const words = (['loc', 'pose'].includes(kind) ? rest : [owner]).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function placeholderSvg(path: string): string {
  const file = decodeURIComponent(path.split('/').pop() ?? 'image');
  const kind = artKind(file);
  const [w, h] = SIZES[kind];
  const hue = hash(file.split('-')[0] ?? file) % 360;
  const seed = hash(file);
  const bokeh = Array.from({ length: 6 }, (_, i) => {
    const x = ((seed >> (i * 3)) % 100) / 100;
    const y = ((seed >> (i * 2 + 5)) % 60) / 100;
    return `<circle cx="${Math.round(x * w)}" cy="${Math.round(y * h)}" r="${Math.round(w * (0.04 + (i % 3) * 0.03))}" fill="#fff" opacity="0.12"/>`;
  }).join('');
  const cx = w / 2;
  const figure =
    kind === 'loc' || kind === 'bg'
      ? Array.from(
          { length: 7 },
          (_, i) =>
            `<rect x="${(i * w) / 7 + 6}" y="${h * (0.5 + ((seed >> i) % 20) / 100)}" width="${w / 7 - 12}" height="${h}" rx="4" fill="#000" opacity="0.35"/>`,
        ).join('')
      : `<circle cx="${cx}" cy="${h * 0.42}" r="${w * 0.16}" fill="#000" opacity="0.45"/><path d="M${cx - w * 0.36} ${h} C${cx - w * 0.34} ${h * 0.66} ${cx + w * 0.34} ${h * 0.66} ${cx + w * 0.36} ${h} Z" fill="#000" opacity="0.45"/>`;
  const label =
    kind === 'avatar'
      ? ''
      : `<text x="${cx}" y="${h - Math.max(18, h * 0.06)}" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="${Math.round(Math.max(16, w / 16))}" fill="#fff" opacity="0.9">${escapeXml(artLabel(file))}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 42%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 60% 18%)"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${bokeh}${figure}${label}</svg>`;
}
