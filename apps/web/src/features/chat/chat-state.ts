import type { ChatMessage, Choice, GameReply } from '@app/schema';

export interface ChatState {
  messages: ChatMessage[];
  options: string[];
  optionsTrans: string[] | null;
  locationSelect: Choice[] | null;
  actionSelect: Choice[] | null;
  /** The character is writing a message. */
  typing: boolean;
  /** A message is on its way to the server. */
  sending: boolean;
  /** The meter (0..30). */
  horny: number;
  score: number;
  level: number;
  /** Epoch ms when the character's block or away time ends. */
  timeout: number | null;
  /** A reply has arrived since the last start (until then the character's own meter is shown). */
  replied: boolean;
}

export const initialChatState: ChatState = {
  messages: [], options: [], optionsTrans: null, locationSelect: null, actionSelect: null,
  typing: false, sending: false, horny: 0, score: 0, level: 1, timeout: null, replied: false,
};

export type ChatAction =
  | { type: 'clear' }
  | { type: 'userMessage'; message: ChatMessage }
  | { type: 'sending'; sending: boolean }
  | { type: 'typing'; typing: boolean }
  /** The first reply after a start or restart replaces everything at once. */
  | { type: 'replaceAll'; reply: GameReply }
  | { type: 'append'; message: ChatMessage }
  /** After the last message of a reply: timeout, options and the select steps. */
  | { type: 'settle'; reply: GameReply }
  | { type: 'clearOptions' }
  | { type: 'timeoutPassed' };

function fromReply(reply: GameReply): Partial<ChatState> {
  return {
    options: reply.options,
    optionsTrans: reply.optionsTrans,
    locationSelect: reply.locationSelect,
    actionSelect: reply.actionSelect,
    timeout: reply.timeout,
    horny: reply.horny,
    score: reply.score,
    level: reply.level,
    replied: true,
  };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'clear':
      return { ...state, messages: [], options: [], optionsTrans: null, locationSelect: null, actionSelect: null, timeout: null, typing: false, replied: false };
    case 'userMessage':
      return { ...state, messages: [...state.messages, action.message] };
    case 'sending':
      return { ...state, sending: action.sending, typing: action.sending ? state.typing : false };
    case 'typing':
      return { ...state, typing: action.typing };
    case 'replaceAll':
      return { ...state, ...fromReply(action.reply), messages: action.reply.messages, typing: false };
    case 'append':
      return { ...state, messages: [...state.messages, action.message], typing: false };
    case 'settle':
      return { ...state, ...fromReply(action.reply), typing: false };
    case 'clearOptions':
      return { ...state, options: [], optionsTrans: null };
    case 'timeoutPassed':
      return { ...state, timeout: null };
  }
}
