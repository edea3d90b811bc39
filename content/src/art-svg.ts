import type { ArtItem } from './art-manifest.ts';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A stylised, clothed bust silhouette (head, hair, shoulders) centred at cx, scaled to height h. */
function silhouette(cx: number, bottom: number, h: number, fill: string, seed: number): string {
  const s = h / 100;
  const tilt = ((seed % 7) - 3) * 1.5;
  const hair =
    seed % 2 === 0
      ? 'M-22 -70 C-34 -40 -32 -8 -26 10 L26 10 C32 -8 34 -40 22 -70 Z'
      : 'M-20 -70 C-40 -60 -38 -30 -30 -18 L30 -18 C38 -30 40 -60 20 -70 Z';
  return `<g transform="translate(${cx} ${bottom}) scale(${s}) rotate(${tilt})" fill="${fill}">
<path d="M-48 0 C-46 -22 -30 -30 -12 -34 L-8 -44 L8 -44 L12 -34 C30 -30 46 -22 48 0 Z"/>
<ellipse cx="0" cy="-62" rx="15" ry="19"/>
<path d="${hair}" transform="translate(0 -2)" opacity="0.85"/>
</g>`;
}

function bokeh(item: ArtItem, colour: string): string {
  let seed = item.seed;
  const circles: string[] = [];
  for (let i = 0; i < 9; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const x = seed % item.width;
    const y = (seed >>> 8) % item.height;
    const r = 8 + ((seed >>> 16) % Math.max(12, Math.round(item.width / 10)));
    circles.push(
      `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" opacity="${0.06 + ((seed >>> 4) % 10) / 100}"/>`,
    );
  }
  return circles.join('');
}

function fitFont(text: string, width: number, max: number): number {
  return Math.max(12, Math.min(max, Math.floor((width * 0.86) / Math.max(1, text.length * 0.58))));
}

/** The SVG for one placeholder image: gradient in the character's palette, soft shapes, silhouette, caption. */
export function artSvg(item: ArtItem): string {
  const { width: w, height: h, palette } = item;
  const [from, to, accent] = palette;
  const angle = item.seed % 2 === 0 ? 'x1="0" y1="0" x2="1" y2="1"' : 'x1="1" y1="0" x2="0" y2="1"';
  const title = escapeXml(item.title);
  const subtitle = escapeXml(item.subtitle);
  const titleSize = fitFont(item.title, w, item.kind === 'background' ? 64 : item.kind === 'avatar' ? 30 : 44);
  const showSilhouette = item.kind !== 'location';
  const figureH = item.kind === 'background' ? h * 0.8 : item.kind === 'avatar' ? h * 0.95 : h * 0.62;
  const figureX = item.kind === 'background' ? w * 0.72 : w / 2;
  const caption =
    item.kind === 'avatar'
      ? ''
      : `<rect x="0" y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="#000" opacity="0.35"/>
<text x="${w / 2}" y="${h * 0.78 + h * 0.22 * (subtitle ? 0.48 : 0.62)}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${titleSize}" fill="#fff" text-anchor="middle">${title}</text>
${subtitle ? `<text x="${w / 2}" y="${h * 0.78 + h * 0.22 * 0.8}" font-family="DejaVu Sans, sans-serif" font-size="${Math.max(14, Math.round(titleSize * 0.5))}" fill="${accent}" text-anchor="middle">${subtitle}</text>` : ''}`;
  const skyline =
    item.kind === 'location'
      ? Array.from({ length: 7 }, (_, i) => {
          const bh = h * (0.18 + (((item.seed >>> i) & 7) / 7) * 0.3);
          return `<rect x="${(i * w) / 7 + 4}" y="${h * 0.78 - bh}" width="${w / 7 - 8}" height="${bh}" rx="6" fill="${from}" opacity="0.7"/>`;
        }).join('')
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" ${angle}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.35" r="0.6"><stop offset="0" stop-color="${accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<rect width="${w}" height="${h}" fill="url(#glow)"/>
${bokeh(item, accent)}${skyline}
${showSilhouette ? silhouette(figureX, item.kind === 'avatar' ? h : h * 0.8, figureH, from, item.seed) : ''}
${caption}
</svg>`;
}
