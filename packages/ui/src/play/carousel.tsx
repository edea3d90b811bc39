import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import './play.css';

export interface CarouselProps {
  slides: ReactNode[];
  /** Accessible name of the carousel region. */
  label: string;
  /** Accessible name of the n-th pagination dot (1-based). */
  dotLabel: (index: number, count: number) => string;
}

const idle = (fn: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: 500 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 0);
  return () => clearTimeout(id);
};

/**
 * True once a quarter of the element has been in view (always true without IntersectionObserver). The
 * switch happens in idle time: the carousel's first measurements then never lengthen a busy task.
 */
function useSeen(ref: RefObject<HTMLElement | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (seen || !node) return;
    let cancel = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          cancel = idle(() => setSeen(true));
        }
      },
      { threshold: 0.25 },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      cancel();
    };
  }, [ref, seen]);
  return seen;
}

/**
 * A looping carousel, one slide per page, no arrows, swipe or drag to move, pagination dots. Until it is
 * seen it is plain markup showing the first slide: a feed of many carousels measures none of them while the
 * page loads.
 */
export function Carousel({ slides, label, dotLabel }: CarouselProps) {
  const root = useRef<HTMLElement>(null);
  const seen = useSeen(root);
  const viewport = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(0);

  // Embla measures the slides as soon as it is created (even inactive), so it is created only once seen.
  useEffect(() => {
    const node = viewport.current;
    if (!seen || !node) return;
    const carousel = EmblaCarousel(node, { loop: true, startIndex: selected });
    const onSelect = () => setSelected(carousel.selectedScrollSnap());
    carousel.on('select', onSelect).on('reInit', onSelect);
    setApi(carousel);
    return () => {
      carousel.destroy();
      setApi(null);
    };
    // `selected` only seeds the start: a change of it must not rebuild the carousel.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [seen, slides.length]);

  return (
    <section ref={root} className="play-carousel" aria-roledescription="carousel" aria-label={label}>
      <div className="play-carousel__viewport" ref={viewport}>
        <div className="play-carousel__track">
          {slides.map((slide, i) => (
            <div className="play-carousel__slide" key={i} aria-roledescription="slide" aria-hidden={i !== selected}>
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="play-carousel__dots">
        {slides.map((_, i) => (
          <button
            key={i}
            type="button"
            className="play-carousel__dot"
            aria-label={dotLabel(i + 1, slides.length)}
            aria-current={i === selected}
            onClick={() => {
              setSelected(i);
              api?.scrollTo(i);
            }}
          >
            <span />
          </button>
        ))}
      </div>
    </section>
  );
}
