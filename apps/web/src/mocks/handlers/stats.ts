import type { HttpHandler } from 'msw';
import { trpcQuery } from '../trpc.ts';

/** The landing page's numbers (character.stats); listed after PLAY's character handlers, which win if they answer it. */
export const handlers: HttpHandler[] = [trpcQuery('character.stats', () => ({ characters: 9, locations: 18, posesPerCharacter: 72 }))];
