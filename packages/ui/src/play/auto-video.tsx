import { useEffect, useRef, useState } from 'react';
import './play.css';

export interface AutoVideoProps {
  /** A media URL; the .mp4 and .mov forms of it are offered in that order. */
  src: string;
  label: string;
  /** The page's first, largest media: fetched at once instead of when it scrolls into view. */
  eager?: boolean;
}

/** The .mp4 then .mov sources of a video URL (any extension is replaced). */
export function videoSources(src: string): { mp4: string; mov: string } {
  const base = src.replace(/\.[a-z0-9]+$/i, '');
  return { mp4: `${base}.mp4`, mov: `${base}.mov` };
}

/** The player's system asks for reduced motion (no matchMedia, as in tests: it does not). */
function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Plays muted and looped while at least half of it is visible; an autoplay refusal is only logged. Nothing
 * is fetched before that (preload none): a feed page holds several videos the player may never reach.
 * A player whose system asks for reduced motion gets the video's controls instead: it plays when they ask.
 */
export function AutoVideo({ src, label, eager = false }: AutoVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [still] = useState(prefersReducedMotion);
  const { mp4, mov } = videoSources(src);

  useEffect(() => {
    const video = ref.current;
    if (still || !video || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting && entry.intersectionRatio >= 0.5) {
            // older browsers answer play() with undefined rather than a promise
            Promise.resolve(video.play()).catch((error: unknown) => console.warn('Video autoplay failed', error));
          } else {
            video.pause();
          }
        }
      },
      { threshold: [0, 0.5, 1] },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [src, still]);

  return (
    <video
      ref={ref}
      className="play-video"
      muted
      loop
      playsInline
      controls={still}
      preload={eager ? 'auto' : 'none'}
      width={800}
      height={1000}
      aria-label={label}
    >
      <source src={mp4} type="video/mp4" />
      <source src={mov} type="video/quicktime" />
    </video>
  );
}
