import { initTRPC } from '@trpc/server';
import type { Context } from './context.ts';
import { errorBody, forbidden, unauthorized } from '../errors.ts';
import { locationRefuses } from '../services/geo.ts';
import { assertInGoodStanding } from '../services/moderation/standing.ts';

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const body = errorBody(error);
    return {
      ...shape,
      message: body.error,
      data: {
        ...shape.data,
        stack: undefined,
        key: body.key,
        params: body.params,
        cause: body.cause,
        issues: body.issues,
      },
    };
  },
});

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;

/** Anyone, with or without a token. */
export const publicProcedure = t.procedure;

/**
 * A player with a valid, unrevoked token; `ctx.player` is read from the database (through the player
 * cache, which the database's change notifications keep exact). A mutation drops the caller's cached
 * lists at once, so the player's next read shows its own write. A banned player is refused; a suspended
 * one may read but not change (services/moderation/standing.ts), on the REST routes too (they call here).
 */
export const playerProcedure = t.procedure.use(async ({ ctx, next, type, path }) => {
  if (ctx.token.status !== 'valid') throw unauthorized('auth.sessionExpired', 'login');
  const now = ctx.app.now();
  const player = await ctx.app.cache.players.get(ctx.app.db.sql, ctx.token.claims.user, now);
  if (!player || player.tokenVersion !== ctx.token.claims.v) throw unauthorized('auth.sessionExpired', 'login');
  assertInGoodStanding(player, { type, path }, now);
  const result = await next({ ctx: { ...ctx, player } });
  if (type === 'mutation') ctx.app.cache.forgetPlayer(player.id);
  return result;
});

/** A signed-in player (e-mail or platform account). */
export const loggedInProcedure = playerProcedure.use(({ ctx, next }) => {
  if (!ctx.player.loggedIn) throw unauthorized('auth.loginRequired', 'login');
  return next();
});

export const roleProcedure = (minRole: number) =>
  playerProcedure.use(({ ctx, next }) => {
    if (ctx.player.role < minRole) throw forbidden('auth.notAllowed');
    return next();
  });

/**
 * Content calls: in a restricted region only signed-in players with a live paid tier get in (location law).
 * Every procedure that answers or changes content uses it; test/location.test.ts lists the exempt ones.
 */
export const contentProcedure = playerProcedure.use(({ ctx, next }) => {
  if (locationRefuses(ctx.app.config, ctx.req, ctx.player)) throw forbidden('location.law', 'location');
  return next();
});

/** A content call that also needs a signed-in player (voting). */
export const loggedInContentProcedure = contentProcedure.use(({ ctx, next }) => {
  if (!ctx.player.loggedIn) throw unauthorized('auth.loginRequired', 'login');
  return next();
});
