/** A stored media value → its URL under /public/; a bracketed name inside the value selects that file. */
export function mediaUrl(value: string): string {
  const bracketed = /\[([^\]]+)\]/.exec(value);
  const name = (bracketed?.[1] ?? value).trim();
  if (/^(https?:)?\/\//.test(name) || name.startsWith('/public/')) return name;
  return `/public/${name.replace(/^\/+/, '')}`;
}

/** '|'-separated media names, empty entries dropped. */
export function splitImages(images: string): string[] {
  return images
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** .jpg means an image; anything else is a video (spec §3). Other image types count as images too. */
export function isVideo(name: string): boolean {
  const clean = name.split('?')[0]!.toLowerCase().replace(/\]$/, '');
  return !/\.(jpe?g|png|gif|webp|avif|svg)$/.test(clean);
}
