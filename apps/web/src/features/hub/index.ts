export { HubListPage, HubPostPage } from './hub-pages.tsx';
