export { SignupPage } from './signup-page.tsx';
export { ConnectEmailPage } from './connect-email-page.tsx';
export { PasswordResetPage } from './password-reset-page.tsx';
export { VerifyEmailPage } from './verify-email-page.tsx';
export { ConfirmSignupPage } from './confirm-signup-page.tsx';
