import { setupServer } from 'msw/node';
import { handlers } from './handlers/index.ts';

/** The MSW node server for tests (started in the vitest setup file). */
export const server = setupServer(...handlers);
