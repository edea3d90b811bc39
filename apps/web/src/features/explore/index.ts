export { ExplorePage } from './explore-page.tsx';
