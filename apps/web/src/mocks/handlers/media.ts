import { http, HttpResponse, type HttpHandler } from 'msw';
import clipNeon from '../../../../../content/demo/media/clip-neon.mp4?url';
import clipSunset from '../../../../../content/demo/media/clip-sunset.mp4?url';
import clipWaves from '../../../../../content/demo/media/clip-waves.mp4?url';
import { placeholderSvg } from '../data/placeholder-art.ts';

/** The demo pack's short clips, which the mock posts name; Vite serves the files themselves. */
const CLIPS: Record<string, string> = {
  'clip-neon.mp4': clipNeon,
  'clip-sunset.mp4': clipSunset,
  'clip-waves.mp4': clipWaves,
};

const IMAGE = /\.(jpe?g|png|gif|webp|avif|svg)$/i;

function publicFile(request: Request): string | null {
  const { pathname } = new URL(request.url);
  return pathname.startsWith('/public/') ? decodeURIComponent(pathname.slice('/public/'.length)) : null;
}

/**
 * Mock mode's media under /public/ (the API serves them otherwise): placeholder art for every image and
 * the demo clips for the videos, so no request fails.
 */
export const handlers: HttpHandler[] = [
  http.get(
    ({ request }) => IMAGE.test(publicFile(request) ?? ''),
    ({ request }) =>
      new HttpResponse(placeholderSvg(publicFile(request)!), {
        headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' },
      }),
  ),
  http.get(
    ({ request }) => (publicFile(request) ?? '') in CLIPS,
    async ({ request }) => {
      const clip = await fetch(CLIPS[publicFile(request)!]!);
      return new HttpResponse(await clip.arrayBuffer(), {
        headers: { 'content-type': 'video/mp4', 'cache-control': 'public, max-age=3600' },
      });
    },
  ),
];
