import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AutoVideo } from '@app/ui';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

describe('post video', () => {
  const original = globalThis.IntersectionObserver;
  afterEach(() => {
    globalThis.IntersectionObserver = original;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  function mount() {
    let callback: Callback = () => {};
    let options: IntersectionObserverInit | undefined;
    globalThis.IntersectionObserver = class {
      constructor(cb: Callback, opts?: IntersectionObserverInit) {
        callback = cb;
        options = opts;
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    const { container } = render(<AutoVideo src="/public/clip-neon.mp4" label="clip" />);
    return {
      video: container.querySelector('video')!,
      fire: (ratio: number) => callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio }]),
      options,
    };
  }

  it('offers .mp4 then .mov sources', () => {
    const { video } = mount();
    expect([...video.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual([
      '/public/clip-neon.mp4',
      '/public/clip-neon.mov',
    ]);
  });

  it('plays at 50% visibility, pauses below, and only logs an autoplay refusal', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new Error('NotAllowedError'));
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fire, options } = mount();
    expect(options?.threshold).toContain(0.5);
    fire(0.3);
    expect(play).not.toHaveBeenCalled();
    expect(pause).toHaveBeenCalledTimes(1);
    fire(0.5);
    expect(play).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Video autoplay failed', expect.any(Error)));
  });

  it('waits for the player, with controls, when the system asks for reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    const { video, fire } = mount();
    fire(1);
    expect(play).not.toHaveBeenCalled();
    expect(video.controls).toBe(true);
  });

  it('has no controls of its own when it plays by itself', () => {
    expect(mount().video.controls).toBe(false);
  });
});
