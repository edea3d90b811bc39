import { useCallback, useEffect, useState, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';

export interface CarouselProps {
  slides: ReactNode[];
  /** Accessible name of the carousel region. */
  label: string;
  /** Accessible name of the n-th pagination dot (1-based). */
  dotLabel: (index: number, count: number) => string;
}

/** A looping carousel, one slide per page, no arrows, swipe or drag to move, pagination dots. */
export function Carousel({ slides, label, dotLabel }: CarouselProps) {
  const [viewportRef, api] = useEmblaCarousel({ loop: true });
  const [selected, setSelected] = useState(0);

  const onSelect = useCallback(() => {
    if (api) setSelected(api.selectedScrollSnap());
  }, [api]);

  useEffect(() => {
    if (!api) return;
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api, onSelect]);

  return (
    <section className="play-carousel" aria-roledescription="carousel" aria-label={label}>
      <div className="play-carousel__viewport" ref={viewportRef}>
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
