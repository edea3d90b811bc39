import { createContext, useContext, useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { mediaName, mediaUrl, variantSrcSet, type ImageVariants } from './media.ts';
import { useSession } from './session.ts';
import { trpc } from './trpc.ts';
import './media-image.css';

interface VariantList {
  formats: string[];
  images: Record<string, ImageVariants>;
}

const NONE: VariantList = { formats: [], images: {} };
const VariantsContext = createContext<VariantList>(NONE);

/**
 * Which of the pack's images have smaller AVIF/WebP copies, asked once per session. Until it answers,
 * and for any image it does not list (not encoded yet, a mock without the list), images load as they are.
 */
export function MediaVariantsProvider({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const list = trpc.site.mediaVariants.useQuery(undefined, {
    enabled: Boolean(token),
    staleTime: 10 * 60_000,
    retry: false,
    meta: { errorDialog: false },
  });
  return <VariantsContext.Provider value={list.data ?? NONE}>{children}</VariantsContext.Provider>;
}

/** Tests: a fixed list. */
export const MediaVariantsContext = VariantsContext;

type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  /** The stored media value (a file name, or a value with a bracketed name). */
  name: string;
  /** How wide the image is drawn, as the `sizes` attribute says it ("(max-width: 600px) 100vw, 600px"). */
  sizes: string;
};

/**
 * A pack image: a <picture> offering its AVIF and WebP variants at several widths, so a phone loads a
 * small file; the <img> inside is the original, for browsers without either format and when a variant
 * fails to load (a CDN without the variants), which puts the original in its place.
 */
export function MediaImage({ name, sizes, alt = '', onError, ...img }: ImageProps) {
  const { formats, images } = useContext(VariantsContext);
  const [failed, setFailed] = useState(false);
  const variants = failed ? undefined : images[mediaName(name)];
  const original = <img src={mediaUrl(name)} alt={alt} onError={onError} {...img} />;
  if (!variants) return original;
  return (
    <picture className="media-picture">
      {formats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={variantSrcSet(variants, format)} sizes={sizes} />
      ))}
      <img
        src={mediaUrl(name)}
        alt={alt}
        onError={(event) => {
          setFailed(true);
          onError?.(event);
        }}
        {...img}
      />
    </picture>
  );
}
