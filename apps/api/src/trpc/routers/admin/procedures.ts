import { CONSOLE_ROLE } from '@app/schema';
import { roleProcedure } from '../../init.ts';

/** Console procedures by what they do: the role is read from the database on every call. */
export const readProcedure = roleProcedure(CONSOLE_ROLE.read);
export const moderateProcedure = roleProcedure(CONSOLE_ROLE.moderate);
export const manageProcedure = roleProcedure(CONSOLE_ROLE.manage);
