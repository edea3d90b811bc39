export { PreferencesOverlay } from './preferences-overlay.tsx';
