export { SignInPage } from './signin-page.tsx';
