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
import { router } from '../../init.ts';
import { notImplemented } from '../../../errors.ts';
import { manageProcedure, moderateProcedure, readProcedure } from './procedures.ts';

/** Players: look up and moderate (moderators); tiers, progress and roles (admins). */
export const playersRouter = router({
  find: readProcedure.input(playerFindInputSchema).output(playerFindSchema).query(notImplemented),
  get: readProcedure.input(playerIdInputSchema).output(playerDetailSchema).query(notImplemented),
  warn: moderateProcedure.input(warnInputSchema).output(okSchema).mutation(notImplemented),
  suspend: moderateProcedure.input(suspendInputSchema).output(okSchema).mutation(notImplemented),
  ban: moderateProcedure.input(banInputSchema).output(okSchema).mutation(notImplemented),
  lift: moderateProcedure.input(liftInputSchema).output(okSchema).mutation(notImplemented),
  grantTier: manageProcedure.input(grantTierInputSchema).output(okSchema).mutation(notImplemented),
  revokeTier: manageProcedure.input(revokeTierInputSchema).output(okSchema).mutation(notImplemented),
  resetProgress: manageProcedure.input(resetProgressInputSchema).output(okSchema).mutation(notImplemented),
  setRole: manageProcedure.input(setRoleInputSchema).output(okSchema).mutation(notImplemented),
});
