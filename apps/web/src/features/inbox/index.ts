export { InboxPage } from './inbox-page.tsx';
