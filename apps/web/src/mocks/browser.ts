import { setupWorker } from 'msw/browser';
import { handlers } from './handlers/index.ts';

/** The MSW worker for `vite --mode mock`. */
export const worker = setupWorker(...handlers);
