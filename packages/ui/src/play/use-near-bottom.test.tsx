import { act, fireEvent, render } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNearBottom } from './use-near-bottom.ts';

/** A page whose document is scrolled to its end; each load disables the hook until the page arrives. */
function Feed({ onLoad }: { onLoad: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const [loading, setLoading] = useState(false);
  useNearBottom(ref, {
    distance: 500,
    minIntervalMs: 2_000,
    enabled: !loading,
    onNearBottom: () => {
      setLoading(true);
      onLoad();
    },
  });
  return (
    <div ref={ref}>
      posts
      <button type="button" onClick={() => setLoading(false)}>
        page arrived
      </button>
    </div>
  );
}

function scrollToEnd() {
  const el = document.scrollingElement ?? document.documentElement;
  Object.defineProperty(el, 'scrollHeight', { configurable: true, value: 1_000 });
  Object.defineProperty(el, 'scrollTop', { configurable: true, value: 600 });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 400 });
}

describe('useNearBottom', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    scrollToEnd();
  });
  afterEach(() => vi.useRealTimers());

  it('loads at most once per 2 s although each load turns it off and on again', () => {
    const onLoad = vi.fn();
    const { getByText } = render(<Feed onLoad={onLoad} />);

    fireEvent.scroll(document);
    expect(onLoad).toHaveBeenCalledTimes(1);

    // The page arrives after 300 ms and the player keeps scrolling at the end of the list.
    act(() => {
      vi.advanceTimersByTime(300);
    });
    fireEvent.click(getByText('page arrived'));
    fireEvent.scroll(document);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    fireEvent.scroll(document);
    expect(onLoad).toHaveBeenCalledTimes(1);

    act(() => {
      vi.advanceTimersByTime(700);
    });
    fireEvent.scroll(document);
    expect(onLoad).toHaveBeenCalledTimes(2);
  });

  it('does not load while disabled or far from the end', () => {
    const onLoad = vi.fn();
    render(<Feed onLoad={onLoad} />);
    Object.defineProperty(document.scrollingElement ?? document.documentElement, 'scrollTop', {
      configurable: true,
      value: 0,
    });
    fireEvent.scroll(document);
    expect(onLoad).not.toHaveBeenCalled();
  });
});
