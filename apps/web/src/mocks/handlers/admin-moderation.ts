import type { HttpHandler } from 'msw';

export const handlers: HttpHandler[] = [];
