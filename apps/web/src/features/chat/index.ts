export { ChatPage } from './chat-page.tsx';
export type { ChatPageProps } from './chat-page.tsx';
export { ChatRoute } from './chat-route.tsx';
