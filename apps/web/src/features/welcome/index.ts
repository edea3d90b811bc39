export { WelcomePage } from './welcome-page.tsx';
