/**
 * The app-wide dialogs as stores: any screen (or non-React code) opens them from here, and `app/` draws
 * them, so features never import `app/`.
 */
export {
  clearError,
  errorStore,
  showError,
  showErrorMessage,
  useErrorDialog,
  type ErrorState,
  type ScoreDetails,
  type ShowErrorOptions,
} from './error.ts';
export { closeLocationLogin, locationStore, openLocationLogin } from './location.ts';
export { closeLogin, loginStore, openLogin, useLoginDialog, type LoginState } from './login.ts';
