import {
  banInputSchema,
  grantTierInputSchema,
  liftInputSchema,
  okSchema,
  playerDetailSchema,
  playerFindInputSchema,
  playerFindSchema,
  playerIdInputSchema,
  resetProgressInputSchema,
  revokeTierInputSchema,
  setRoleInputSchema,
  suspendInputSchema,
  warnInputSchema,
} from '@app/schema';
import type { Context } from '../../context.ts';
import type { Player } from '../../../services/players.ts';
import { router } from '../../init.ts';
import { findPlayers, playerDetail } from '../../../services/moderation/player-lookup.ts';
import { grantTier, resetProgress, revokeTier, setRole } from '../../../services/moderation/player-admin.ts';
import { announcePlayerChange, applySanction, type Sanction } from '../../../services/moderation/sanctions.ts';
import { consoleActor } from './actor.ts';
import { manageProcedure, moderateProcedure, readProcedure } from './procedures.ts';

type Call = { ctx: Context & { player: Player } };
const ok = { ok: true as const };

/** Warn, suspend, ban or lift: the change and its log row in one transaction, seen by the player at once. */
const sanction =
  (of: (input: { days?: number }) => Sanction) =>
  async ({ ctx, input }: Call & { input: { id: string; reason: string; days?: number } }) => {
    await ctx.app.db.prisma.$transaction((tx) =>
      applySanction(tx, consoleActor(ctx.player), input.id, of(input), { reason: input.reason }, ctx.app.now()),
    );
    announcePlayerChange(ctx.app, input.id);
    return ok;
  };

/** Runs an admin's change to a player, then lets this process's caches know at once. */
const change =
  <I extends { id: string }>(
    fn: (
      db: Context['app']['db']['prisma'],
      actor: ReturnType<typeof consoleActor>,
      input: I,
      now: number,
    ) => Promise<unknown>,
  ) =>
  async ({ ctx, input }: Call & { input: I }) => {
    await fn(ctx.app.db.prisma, consoleActor(ctx.player), input, ctx.app.now());
    announcePlayerChange(ctx.app, input.id);
    return ok;
  };

/** Players: look up and moderate (moderators); tiers, progress and roles (admins). */
export const playersRouter = router({
  find: readProcedure
    .input(playerFindInputSchema)
    .output(playerFindSchema)
    .query(({ ctx, input }) => findPlayers(ctx.app.db.prisma, input.query, ctx.app.now())),
  get: readProcedure
    .input(playerIdInputSchema)
    .output(playerDetailSchema)
    .query(({ ctx, input }) => playerDetail(ctx.app.db.prisma, input.id, ctx.app.now())),
  warn: moderateProcedure
    .input(warnInputSchema)
    .output(okSchema)
    .mutation(sanction(() => ({ kind: 'warn' }))),
  suspend: moderateProcedure
    .input(suspendInputSchema)
    .output(okSchema)
    .mutation(sanction(({ days }) => ({ kind: 'suspend', days: days! }))),
  ban: moderateProcedure
    .input(banInputSchema)
    .output(okSchema)
    .mutation(sanction(() => ({ kind: 'ban' }))),
  lift: moderateProcedure
    .input(liftInputSchema)
    .output(okSchema)
    .mutation(sanction(() => ({ kind: 'lift' }))),
  grantTier: manageProcedure.input(grantTierInputSchema).output(okSchema).mutation(change(grantTier)),
  revokeTier: manageProcedure.input(revokeTierInputSchema).output(okSchema).mutation(change(revokeTier)),
  resetProgress: manageProcedure.input(resetProgressInputSchema).output(okSchema).mutation(change(resetProgress)),
  setRole: manageProcedure.input(setRoleInputSchema).output(okSchema).mutation(change(setRole)),
});
