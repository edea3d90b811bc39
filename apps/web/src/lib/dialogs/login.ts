import { createStore } from '../store.ts';

export interface LoginState {
  open: boolean;
  extraText: string | null;
}

/** The login dialog's state (app/login-dialog.tsx draws it). */
export const loginStore = createStore<LoginState>({ open: false, extraText: null });

/** Opens the login dialog, optionally with a line of extra text above the form. */
export function openLogin(extraText?: string): void {
  loginStore.set({ open: true, extraText: extraText ?? null });
}

export function closeLogin(): void {
  loginStore.set({ open: false, extraText: null });
}

export function useLoginDialog(): { openLogin: typeof openLogin } {
  return { openLogin };
}
