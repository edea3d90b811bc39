import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/index.ts';
import { handlers as media } from './handlers/media.ts';

/** The MSW worker for `vite --mode mock`: every procedure, plus the media the API would serve under /public/. */
export const worker = setupWorker(...media, ...handlers);
