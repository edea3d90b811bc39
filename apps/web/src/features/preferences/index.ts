export { WelcomeIntro } from './welcome-intro.tsx';
