export { CharacterProfilePage } from './character-page.tsx';
