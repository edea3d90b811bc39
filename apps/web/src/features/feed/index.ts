export { FeedPage } from './feed-page.tsx';
