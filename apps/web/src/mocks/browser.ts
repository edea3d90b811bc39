import { setupWorker } from 'msw/browser';
import { seedAdvancedPlayer } from './data/advanced-player.ts';
import { demoPack } from './data/demo-pack.ts';
import { loggedInMe, staffMe } from './data/me.ts';
import { ANONYMOUS_PLAYER } from './data/play-store.ts';
import { handlers } from './handlers/index.ts';
import { handlers as media } from './handlers/media.ts';

// `VITE_MOCK_SCENARIO=advanced pnpm dev:mock` starts from a player who has played a while; otherwise a new player.
if (import.meta.env.VITE_MOCK_SCENARIO === 'advanced') {
  const me = loggedInMe();
  seedAdvancedPlayer(demoPack(), { id: ANONYMOUS_PLAYER, tier: 0, tags: {} });
  seedAdvancedPlayer(demoPack(), { id: me._id, tier: me.tier, tags: me.tags });
}

// `VITE_MOCK_SCENARIO=moderator` or `=admin` opens the app signed in as the console's staff (try /en/admin).
const staff = import.meta.env.VITE_MOCK_SCENARIO as string | undefined;
if (staff === 'moderator' || staff === 'admin') {
  const me = staffMe(staff);
  localStorage.setItem('token', me.token);
  localStorage.setItem('tosConsent', 'true');
}

/** The MSW worker for `vite --mode mock`: every procedure, plus the media the API would serve under /public/. */
export const worker = setupWorker(...media, ...handlers);
