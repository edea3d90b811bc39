import type { ErrorRef } from '@app/schema/errors';
import { parseError } from '../errors.ts';
import { createStore } from '../store.ts';
import { openLocationLogin } from './location.ts';

/** What the score dialog compares (spec §8): the character with the level she asks for, and the player's level. */
export interface ScoreDetails {
  characterName: string;
  /** Media name of the character's avatar; empty when unknown. */
  characterImage: string;
  /** The level the location or pose needs; null when the server did not say. */
  requiredLevel: number | null;
  /** The player's level with this character. */
  userLevel: number;
}

export interface ShowErrorOptions {
  /** Called whenever the dialog closes (e.g. to stop the typing indicator). */
  onClose?: () => void;
  score?: ScoreDetails;
}

export interface ErrorState {
  message: string;
  /** The message's catalogue key and parameters (the dialog translates by them), or null. */
  ref: ErrorRef | null;
  cause: string | null;
  opts: ShowErrorOptions;
}

/** The error dialog's state (app/error-dialog.tsx draws it). */
export const errorStore = createStore<ErrorState | null>(null);

/** Shows the global error dialog for any error (spec §8); cause location opens the location-law modal instead. */
export function showError(error: unknown, opts: ShowErrorOptions = {}): void {
  const parsed = parseError(error);
  if (parsed.cause === 'location') {
    openLocationLogin();
    return;
  }
  errorStore.set({ message: parsed.message, ref: parsed.ref, cause: parsed.cause, opts });
}

/** Shows the dialog for a message the page already knows (an outcome named in the address), with its cause. */
export function showErrorMessage(message: string, cause: string | null = null): void {
  errorStore.set({ message, ref: null, cause, opts: {} });
}

export function clearError(): void {
  const state = errorStore.get();
  errorStore.set(null);
  state?.opts.onClose?.();
}

export function useErrorDialog(): { showError: typeof showError } {
  return { showError };
}
