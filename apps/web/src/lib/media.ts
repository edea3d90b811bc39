let base: string | undefined;

/** Where media live: the server's MEDIA_BASE_URL (a CDN, named in the page's `media-base` meta tag), else /public. */
export function mediaBase(): string {
  base ??=
    (typeof document === 'undefined'
      ? null
      : document.querySelector<HTMLMetaElement>('meta[name="media-base"]')?.content.replace(/\/+$/, '')) || '/public';
  return base;
}

/** Tests: forget the base read from the page. */
export function resetMediaBase(): void {
  base = undefined;
}

/** The file a stored media value names: a bracketed name inside the value selects that file. */
export function mediaName(value: string): string {
  const bracketed = /\[([^\]]+)\]/.exec(value);
  return (bracketed?.[1] ?? value).trim();
}

/** A stored media value → its URL (under the media base); a bracketed name inside the value selects that file. */
export function mediaUrl(value: string): string {
  const name = mediaName(value);
  if (/^(https?:)?\/\//.test(name) || name.startsWith('/public/')) return name;
  return `${mediaBase()}/${name.replace(/^\/+/, '')}`;
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

/** An image's smaller copies the server wrote (site.mediaVariants): `_v/<key>/<width>.<format>` under the media base. */
export interface ImageVariants {
  key: string;
  widths: number[];
}

/** The `srcset` of an image's variants in one format (AVIF or WebP), each with its width. */
export function variantSrcSet(variants: ImageVariants, format: string): string {
  return variants.widths.map((w) => `${mediaBase()}/_v/${variants.key}/${w}.${format} ${w}w`).join(', ');
}
