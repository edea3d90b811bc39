export { GamesPage } from './games-page.tsx';
