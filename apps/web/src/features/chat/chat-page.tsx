import type { GameType } from '@app/schema';

export interface ChatPageProps {
  variant: 'app' | 'game';
  gameType: GameType;
  isFuta: boolean;
}

export function ChatPage(_props: ChatPageProps) {
  return null;
}
