import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Holds a post's place with an empty card until it comes within about a screen and a half of the viewport,
 * then renders it: a page of twenty posts builds only the few the player can reach soon.
 */
export function DeferredPost({ label, children }: { label: string; children: ReactNode }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const holder = useRef<HTMLElement>(null);
  useEffect(() => {
    const node = holder.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: '150% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  if (near) return <>{children}</>;
  return <article ref={holder} className="post-card post-card--placeholder" aria-label={label} aria-busy="true" />;
}
