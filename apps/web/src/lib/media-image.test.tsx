import { render } from '@testing-library/react';
import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MediaImage, MediaVariantsContext } from './media-image.tsx';
import { resetMediaBase } from './media.ts';

const LIST = {
  formats: ['avif', 'webp'],
  images: { 'mila-card.jpg': { key: 'abc123', widths: [320, 600] } },
};

function withList(ui: React.ReactNode) {
  return render(<MediaVariantsContext.Provider value={LIST}>{ui}</MediaVariantsContext.Provider>);
}

describe('MediaImage: a pack image offered as AVIF and WebP at several widths (issue 17)', () => {
  afterEach(() => {
    document.querySelector('meta[name="media-base"]')?.remove();
    resetMediaBase();
  });

  it('offers each format with srcset and sizes, the original staying the <img> with its alt text and size', () => {
    const { container } = withList(
      <MediaImage name="mila-card.jpg" sizes="(max-width: 640px) 100vw, 600px" alt="Mila" width={600} height={800} />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toBe('/public/_v/abc123/320.avif 320w, /public/_v/abc123/600.avif 600w');
    expect(sources[1]!.getAttribute('srcset')).toBe('/public/_v/abc123/320.webp 320w, /public/_v/abc123/600.webp 600w');
    expect(sources[0]!.getAttribute('sizes')).toBe('(max-width: 640px) 100vw, 600px');
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe('/public/mila-card.jpg');
    expect(img.getAttribute('alt')).toBe('Mila');
    expect(img.getAttribute('width')).toBe('600');
  });

  it('takes the variants from MEDIA_BASE_URL (a CDN) like the originals', () => {
    const meta = document.createElement('meta');
    meta.name = 'media-base';
    meta.content = 'https://cdn.example.com/pack/';
    document.head.append(meta);
    const { container } = withList(<MediaImage name="[mila-card.jpg]" sizes="112px" alt="" />);
    expect(container.querySelector('source')!.getAttribute('srcset')).toMatch(
      /^https:\/\/cdn\.example\.com\/pack\/_v\/abc123\/320\.avif 320w/,
    );
    expect(container.querySelector('img')!.getAttribute('src')).toBe('https://cdn.example.com/pack/mila-card.jpg');
  });

  it('loads the original alone for an image without variants, without the list (mock mode), and after a variant fails', () => {
    const other = withList(<MediaImage name="mila-pose.jpg" sizes="64px" alt="" />);
    expect(other.container.querySelector('picture')).toBeNull();
    expect(other.container.querySelector('img')!.getAttribute('src')).toBe('/public/mila-pose.jpg');

    const bare = render(<MediaImage name="mila-card.jpg" sizes="64px" alt="" />);
    expect(bare.container.querySelector('picture')).toBeNull();

    const failing = withList(<MediaImage name="mila-card.jpg" sizes="64px" alt="" />);
    fireEvent.error(failing.container.querySelector('img')!);
    expect(failing.container.querySelector('picture')).toBeNull();
    expect(failing.container.querySelector('img')!.getAttribute('src')).toBe('/public/mila-card.jpg');
  });
});
