import type { ChatMessage, Choice, GameReply, MeterChange, MeterGuide, ReplyVersion, ReplyVersions } from '@app/schema';

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
  /** A turn is under way: from the send until the reply has fully appeared (choices stay disabled). */
  busy: boolean;
  /** The "A few minutes later..." overlay of a location pick. */
  later: boolean;
  /** The date location the player picked (its shown label), until the next start. */
  location: string | null;
  /** The meter (0..30). */
  horny: number;
  score: number;
  level: number;
  /** Epoch ms when the character's block or away time ends. */
  timeout: number | null;
  /** A reply has arrived since the last start (until then the character's own meter is shown). */
  replied: boolean;
  /** How the last reply moved the meter and why (null: it did not move). */
  change: MeterChange | null;
  /** The meter's marks and the unlocks around the level (null until a reply brings them). */
  guide: MeterGuide | null;
  /** Replies settled since the page opened: tells one reply's change from the next. */
  replies: number;
  /** The last answer can be asked for again (the model's FreeStyle answer): its versions. */
  versions: ReplyVersions | null;
  /** The last messages are this many lines streamed ahead of their turn's reply (which replaces them). */
  provisional: number;
}

export const initialChatState: ChatState = {
  messages: [],
  options: [],
  optionsTrans: null,
  locationSelect: null,
  actionSelect: null,
  typing: false,
  sending: false,
  busy: false,
  later: false,
  location: null,
  horny: 0,
  score: 0,
  level: 1,
  timeout: null,
  replied: false,
  change: null,
  guide: null,
  replies: 0,
  versions: null,
  provisional: 0,
};

export type ChatAction =
  | { type: 'clear' }
  | { type: 'userMessage'; message: ChatMessage }
  /** A send or restart begins; `later` shows the location overlay, `location` remembers the pick. */
  | { type: 'turnStarted'; typing: boolean; later?: boolean; location?: string }
  | { type: 'sending'; sending: boolean }
  | { type: 'laterDone' }
  | { type: 'typing'; typing: boolean }
  /** The first reply after a start or restart replaces everything at once. */
  | { type: 'replaceAll'; reply: GameReply }
  | { type: 'append'; message: ChatMessage }
  /** A line of the turn streamed before its reply: shown at once, she may still be writing. */
  | { type: 'streamLine'; message: ChatMessage }
  /** The turn's reply arrived: of the streamed lines, only those it holds stay (`keep`: their lineKey). */
  | { type: 'keepStreamed'; keep: ReadonlySet<string> }
  /** After the last message of a reply: timeout, options and the select steps. */
  | { type: 'settle'; reply: GameReply }
  /** The turn failed: nothing is pending any more. */
  | { type: 'failed' }
  | { type: 'clearOptions' }
  /** Another version of the last answer is asked for: her typing shows until it comes. */
  | { type: 'versionRequested' }
  /** Another version of the last answer is shown: its lines take the place of the answer's. */
  | { type: 'versionShown'; version: ReplyVersion }
  | { type: 'timeoutPassed' };

function fromReply(state: ChatState, reply: GameReply): Partial<ChatState> {
  return {
    // The date's place holds through the date and its scene; back to talk (a scene's end), it is over.
    location: reply.stage === 'date' || reply.stage === 'actionSelect' ? state.location : null,
    change: reply.change ?? null,
    guide: reply.guide ?? state.guide,
    replies: state.replies + 1,
    versions: reply.versions ?? null,
    options: reply.options,
    optionsTrans: reply.optionsTrans,
    locationSelect: reply.locationSelect,
    actionSelect: reply.actionSelect,
    timeout: reply.timeout,
    horny: reply.horny,
    score: reply.score,
    level: reply.level,
    replied: true,
    busy: false,
    typing: false,
  };
}

/** The messages before the character's last answer (her lines after the player's last message). */
function withoutLastAnswer(messages: ChatMessage[]): ChatMessage[] {
  const lastUser = messages.findLastIndex((m) => m.role === 'user');
  return messages.slice(0, lastUser + 1);
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'clear':
      return {
        ...initialChatState,
        horny: state.horny,
        score: state.score,
        level: state.level,
        replies: state.replies,
      };
    case 'userMessage':
      return { ...state, messages: [...state.messages, action.message] };
    case 'turnStarted':
      return {
        ...state,
        options: [],
        optionsTrans: null,
        sending: true,
        busy: true,
        typing: action.typing,
        later: action.later ?? false,
        location: action.location ?? state.location,
      };
    case 'sending':
      return { ...state, sending: action.sending, typing: action.sending ? state.typing : false };
    case 'laterDone':
      return { ...state, later: false };
    case 'typing':
      return { ...state, typing: action.typing };
    case 'replaceAll':
      return { ...state, ...fromReply(state, action.reply), messages: action.reply.messages, provisional: 0 };
    case 'append':
      return { ...state, messages: [...state.messages, action.message], typing: false };
    case 'streamLine':
      return {
        ...state,
        messages: [...state.messages, action.message],
        provisional: state.provisional + 1,
        typing: true,
      };
    case 'keepStreamed': {
      const from = state.messages.length - state.provisional;
      const kept = state.messages.filter(
        (m, i) => i < from || action.keep.has(`${m.response}\u0000${m.responseTrans ?? ''}`),
      );
      return { ...state, messages: kept.length === state.messages.length ? state.messages : kept, provisional: 0 };
    }
    case 'settle':
      return { ...state, ...fromReply(state, action.reply) };
    case 'failed':
      return { ...state, sending: false, busy: false, later: false, typing: false, provisional: 0 };
    case 'clearOptions':
      return { ...state, options: [], optionsTrans: null };
    case 'versionRequested':
      return { ...state, busy: true, typing: true };
    case 'versionShown': {
      const { messages, options, optionsTrans, versions } = action.version;
      return {
        ...state,
        messages: [...withoutLastAnswer(state.messages), ...messages],
        options,
        optionsTrans,
        versions,
        busy: false,
        typing: false,
      };
    }
    case 'timeoutPassed':
      return { ...state, timeout: null };
  }
}
