import { setupWorker } from 'msw/browser';
import { seedAdvancedPlayer } from './data/advanced-player.ts';
import { demoPack } from './data/demo-pack.ts';
import { loggedInMe, staffMe } from './data/me.ts';
import { suspendPlayer, warnPlayer } from './data/moderation.ts';
import { MOCK_STAFF, SEED_PLAYERS } from './data/moderation-seed.ts';
import { ANONYMOUS_PLAYER } from './data/play-store.ts';
import { handlers } from './handlers/index.ts';
import { handlers as media } from './handlers/media.ts';

// `VITE_MOCK_SCENARIO=advanced pnpm dev:mock` starts from a player who has played a while; otherwise a new player.
if (import.meta.env.VITE_MOCK_SCENARIO === 'advanced') {
  const me = loggedInMe();
  seedAdvancedPlayer(demoPack(), { id: ANONYMOUS_PLAYER, tier: 0, tags: {} });
  seedAdvancedPlayer(demoPack(), { id: me._id, tier: me.tier, tags: me.tags });
}

const scenario = import.meta.env.VITE_MOCK_SCENARIO as string | undefined;
const signIn = (token: string) => {
  localStorage.setItem('token', token);
  localStorage.setItem('tosConsent', 'true');
};
// `VITE_MOCK_SCENARIO=moderator` or `=admin` opens the app signed in as the console's staff (try /en/admin).
if (scenario === 'moderator' || scenario === 'admin') signIn(staffMe(scenario).token);
// `VITE_MOCK_SCENARIO=moderated`: the signed-in player, suspended for two days, with a warning to read.
if (scenario === 'moderated') {
  const act = { actor: { id: MOCK_STAFF.moderator.id, email: MOCK_STAFF.moderator.email } };
  suspendPlayer(SEED_PLAYERS.mail, 2, { ...act, reason: 'Repeated requests to play real people.' });
  warnPlayer(SEED_PLAYERS.mail, { ...act, reason: 'Please do not ask characters to play real, famous people.' });
  signIn(loggedInMe().token);
}

/** The MSW worker for `vite --mode mock`: every procedure, plus the media the API would serve under /public/. */
export const worker = setupWorker(...media, ...handlers);
