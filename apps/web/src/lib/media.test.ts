import { afterEach, describe, expect, it } from 'vitest';
import { isVideo, mediaUrl, resetMediaBase, splitImages } from './media.ts';

describe('mediaUrl: stored media values to URLs (spec: a bracketed name inside a stored value selects that file)', () => {
  it('serves a bare file name under /public/', () => {
    expect(mediaUrl('mila-card.jpg')).toBe('/public/mila-card.jpg');
    expect(mediaUrl('  clip-neon.mp4 ')).toBe('/public/clip-neon.mp4');
    expect(mediaUrl('/mila-card.jpg')).toBe('/public/mila-card.jpg');
  });

  it('selects the file inside the brackets, whatever surrounds it', () => {
    expect(mediaUrl('Look at this [mila-pose-wink.jpg] tonight')).toBe('/public/mila-pose-wink.jpg');
    expect(mediaUrl('[ mila-bg.jpg ]')).toBe('/public/mila-bg.jpg');
    // The first bracketed name wins.
    expect(mediaUrl('[a.jpg] and [b.jpg]')).toBe('/public/a.jpg');
  });

  it('keeps absolute URLs and paths already under /public/ as they are', () => {
    expect(mediaUrl('https://cdn.example.com/x.jpg')).toBe('https://cdn.example.com/x.jpg');
    expect(mediaUrl('[https://cdn.example.com/y.png]')).toBe('https://cdn.example.com/y.png');
    expect(mediaUrl('//cdn.example.com/z.jpg')).toBe('//cdn.example.com/z.jpg');
    expect(mediaUrl('/public/mila-card.jpg')).toBe('/public/mila-card.jpg');
  });
});

describe('mediaUrl with MEDIA_BASE_URL (the server names it in a meta tag of the page)', () => {
  afterEach(() => {
    document.querySelector('meta[name="media-base"]')?.remove();
    resetMediaBase();
  });

  it('loads media from the CDN the operator configured', () => {
    const meta = Object.assign(document.createElement('meta'), {
      name: 'media-base',
      content: 'https://cdn.example.com/pack/',
    });
    document.head.append(meta);
    resetMediaBase();
    expect(mediaUrl('mila-card.jpg')).toBe('https://cdn.example.com/pack/mila-card.jpg');
    expect(mediaUrl('Look [mila-pose-wink.jpg]')).toBe('https://cdn.example.com/pack/mila-pose-wink.jpg');
  });

  it('stays on /public/ without one', () => {
    resetMediaBase();
    expect(mediaUrl('mila-card.jpg')).toBe('/public/mila-card.jpg');
  });
});

describe('splitImages and isVideo', () => {
  it('splits a |-separated list and drops empty entries', () => {
    expect(splitImages('a.jpg| b.jpg ||c.mp4|')).toEqual(['a.jpg', 'b.jpg', 'c.mp4']);
  });

  it('treats image extensions as images and anything else as a video', () => {
    expect(isVideo('a.jpg')).toBe(false);
    expect(isVideo('A.JPEG?v=2')).toBe(false);
    expect(isVideo('[x.png]')).toBe(false);
    expect(isVideo('clip-neon.mp4')).toBe(true);
    expect(isVideo('clip.webm')).toBe(true);
  });
});
