import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useReducer, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { levelOf } from '@app/game-engine';
import type { ChatMessage, ChatMode, GameReply, GameType, ReplyVersion } from '@app/schema';
import { PLAY_QUERY_KEYS } from '@app/ui';
import { useErrorDialog, type ScoreDetails } from '../../lib/dialogs/index.ts';
import { parseError } from '../../lib/errors.ts';
import { splitImages } from '../../lib/media.ts';
import { trpc } from '../../lib/trpc.ts';
import { chatReducer, initialChatState, type ChatState } from './chat-state.ts';
import { chatTiming, planReveal } from './reveal.ts';
import { requiredLevelOf } from './score-details.ts';
import { lineKey, StreamLost, StreamNotOpened, streamTurn, type StreamedLine } from './stream-turn.ts';

/** The "A few minutes later..." overlay of a location pick stays at least this long, so it can be read. */
export const LATER_MIN_MS = 1_300;

export interface ChatGameOptions {
  charId: string;
  gameType: GameType;
  isFuta: boolean;
  mode: ChatMode;
}

export interface SendOptions {
  /** Chosen location or action ids at a select step. */
  choices?: string[];
  /** The text as the player saw it (a suggested reply's translation; the original is sent). */
  shown?: string;
}

export interface ChatGame {
  state: ChatState;
  send(text: string, opts?: SendOptions): Promise<void>;
  restart(): Promise<void>;
  /** The block or away time has passed: clear it and resume with an empty message. */
  resume(): void;
  /** Asks the model for another version of her last FreeStyle answer. */
  regenerate(): Promise<void>;
  /** Shows one of the versions of her last answer (0-based). */
  showVersion(version: number): Promise<void>;
}

function now(): string {
  return new Date().toISOString();
}

/**
 * The chat's game loop (spec §4): start, send, the reveal of replies one message at a time, restart
 * and resume. Every reply is ignored once a newer start (or unmount) has happened.
 */
export function useChatGame({ charId, gameType, isFuta, mode }: ChatGameOptions): ChatGame {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  // The state as last committed, for the async steps of a turn (they outlive the render that started them).
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);
  /** Bumped on every start; a reply from an older generation is dropped. */
  const generation = useRef(0);
  /** The next reply replaces all messages (the first after a start or restart). */
  const firstReply = useRef(true);
  const [searchParams, setSearchParams] = useSearchParams();
  const { showError } = useErrorDialog();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const sendMutation = trpc.message.send.useMutation();
  const restartMutation = trpc.message.restart.useMutation();
  const regenerateMutation = trpc.message.regenerate.useMutation();
  const showVersionMutation = trpc.message.showVersion.useMutation();

  // Spec §4: a chat-type message updates the character's score and timeout, then reloads the posts, so
  // the level shown on the profile, the explore cards and the inbox is fresh when the player goes there.
  const afterSend = useCallback(
    (reply: GameReply) => {
      if (gameType !== 'chat') return;
      utils.character.get.setData({ id: charId }, (old) =>
        old ? { ...old, score: reply.score, level: reply.level, horny: reply.horny } : old,
      );
      void utils.character.get.invalidate({ id: charId }, { refetchType: 'none' });
      void utils.character.all.invalidate();
      void queryClient.invalidateQueries({ queryKey: [PLAY_QUERY_KEYS.characterPosts, charId] });
      void utils.message.inbox.invalidate();
    },
    [charId, gameType, queryClient, utils],
  );

  /** `shown`: lines already on the page that the state may not hold yet (streamed this turn). */
  const reveal = useCallback(async (reply: GameReply, gen: number, shown: readonly ChatMessage[] = []) => {
    if (firstReply.current) {
      firstReply.current = false;
      dispatch({ type: 'replaceAll', reply });
      return;
    }
    const plan = planReveal([...stateRef.current.messages, ...shown], reply.messages, chatTiming.random);
    for (const [i, message] of plan.messages.entries()) {
      const delay = plan.delays[i]!;
      if (delay.beforeTyping > 0) await chatTiming.sleep(delay.beforeTyping);
      if (gen !== generation.current) return;
      dispatch({ type: 'typing', typing: true });
      await chatTiming.sleep(delay.typing);
      if (gen !== generation.current) return;
      dispatch({ type: 'append', message });
    }
    dispatch({ type: 'settle', reply });
  }, []);

  const restartRef = useRef<() => Promise<void>>(async () => {});
  const startRef = useRef<() => void>(() => {});

  /** What the score dialog compares: the character (and the level she asks for) and the player's level with her. */
  const scoreDetails = useCallback(
    async (error: unknown): Promise<ScoreDetails> => {
      const character = await utils.character.get
        .ensureData({ id: charId })
        .catch(() => utils.character.get.getData({ id: charId }));
      const images = splitImages(character?.images ?? '');
      const current = stateRef.current;
      return {
        characterName: character?.name ?? '',
        characterImage: images[1] ?? images[0] ?? '',
        requiredLevel: requiredLevelOf(error),
        userLevel: current.replied ? current.level : levelOf(character?.score ?? 0),
      };
    },
    [charId, utils],
  );

  const handleError = useCallback(
    async (error: unknown, during: 'send' | 'restart') => {
      dispatch({ type: 'failed' });
      const { cause } = parseError(error);
      // Spec §4: an error with cause tier clears the messages and restarts the chat (once: a restart
      // refused for the same reason only shows the dialog).
      if (cause === 'tier' && during === 'send') void restartRef.current();
      showError(error, {
        onClose: () => dispatch({ type: 'typing', typing: false }),
        score: cause === 'score' ? await scoreDetails(error) : undefined,
      });
    },
    [scoreDetails, showError],
  );

  const send = useCallback(
    async (text: string, opts: SendOptions = {}) => {
      const gen = generation.current;
      const message = text.trim();
      // The first send after a start reads no step (the state still holds the previous conversation's).
      const current = firstReply.current ? initialChatState : stateRef.current;
      const choices = opts.choices ?? [];
      // Spec §2: "A few minutes later..." while a message is sending during a location-select step.
      const later = Boolean(current.locationSelect?.length);
      const picked = later ? current.locationSelect?.find((c) => c.id === choices[0]) : undefined;
      if (message && !current.actionSelect?.length) {
        // The player's own bubble reads as the chip they tapped: in their language, the original sent.
        const shown = opts.shown?.trim();
        const responseTrans = shown && shown !== message ? shown : null;
        dispatch({
          type: 'userMessage',
          message: { role: 'user', response: message, responseTrans, createdAt: now() },
        });
      }
      dispatch({
        type: 'turnStarted',
        typing: !firstReply.current,
        later,
        location: picked ? picked.labelTrans || picked.label : undefined,
      });
      const input = { id: charId, message, gameType, isFuta, mode, choices };
      // A message of the chat game streams: her lines show as the model writes them.
      const streams = message !== '' && gameType === 'chat' && !later && !firstReply.current && choices.length === 0;
      const streamed: ChatMessage[] = [];
      const onLine = (line: StreamedLine) => {
        if (gen !== generation.current) return;
        const shown: ChatMessage = { role: 'assistant', ...line, createdAt: now() };
        streamed.push(shown);
        dispatch({ type: 'streamLine', message: shown });
      };
      const viaStream = () =>
        streamTurn(utils.client, input, onLine).catch((error: unknown) => {
          if (error instanceof StreamNotOpened) return sendMutation.mutateAsync(input);
          throw error;
        });
      try {
        const request = streams ? viaStream() : sendMutation.mutateAsync(input);
        const [reply] = later ? await Promise.all([request, chatTiming.sleep(LATER_MIN_MS)]) : [await request];
        if (gen !== generation.current) return;
        dispatch({ type: 'sending', sending: false });
        if (later) dispatch({ type: 'laterDone' });
        afterSend(reply);
        // The reply is the turn as stored: of the lines shown ahead of it, only those it holds stay.
        const kept = new Set(reply.messages.map(lineKey));
        if (streamed.length) dispatch({ type: 'keepStreamed', keep: kept });
        await reveal(
          reply,
          gen,
          streamed.filter((m) => kept.has(lineKey(m))),
        );
      } catch (error) {
        if (gen !== generation.current) return;
        // The turn went out and is stored whatever happened to the stream: read it back, never send it again.
        if (error instanceof StreamLost) startRef.current();
        else await handleError(error, 'send');
      }
    },
    [afterSend, charId, gameType, handleError, isFuta, mode, reveal, sendMutation, utils],
  );

  /** A version request of the conversation shown now; dropped when a newer start happened meanwhile. */
  const changeVersion = useCallback(
    async (request: () => Promise<ReplyVersion>, typing: boolean) => {
      const gen = generation.current;
      if (typing) dispatch({ type: 'versionRequested' });
      try {
        const version = await request();
        if (gen === generation.current) dispatch({ type: 'versionShown', version });
      } catch (error) {
        if (gen !== generation.current) return;
        dispatch({ type: 'failed' });
        showError(error);
      }
    },
    [showError],
  );
  const regenerate = useCallback(
    () => changeVersion(() => regenerateMutation.mutateAsync({ id: charId }), true),
    [changeVersion, charId, regenerateMutation],
  );
  const showVersion = useCallback(
    (version: number) => changeVersion(() => showVersionMutation.mutateAsync({ id: charId, version }), false),
    [changeVersion, charId, showVersionMutation],
  );

  const restart = useCallback(async () => {
    const gen = ++generation.current;
    firstReply.current = true;
    dispatch({ type: 'clear' });
    dispatch({ type: 'turnStarted', typing: false });
    try {
      const reply = await restartMutation.mutateAsync({ id: charId, gameType, isFuta });
      if (gen !== generation.current) return;
      dispatch({ type: 'sending', sending: false });
      await reveal(reply, gen);
    } catch (error) {
      if (gen === generation.current) await handleError(error, 'restart');
    }
  }, [charId, gameType, handleError, isFuta, reveal, restartMutation]);
  useLayoutEffect(() => {
    restartRef.current = restart;
  }, [restart]);

  const start = useCallback(() => {
    generation.current += 1;
    firstReply.current = true;
    dispatch({ type: 'clear' });
    void send('');
  }, [send]);

  useLayoutEffect(() => {
    startRef.current = start;
  }, [start]);

  const resume = useCallback(() => {
    dispatch({ type: 'timeoutPassed' });
    start();
  }, [start]);

  const wantsRestart = searchParams.get('restart') === 'true';
  // Chat start: clear, then restart (restart=true in the URL, then removed) or send an empty message. An
  // effect event: only a new conversation starts the chat again, with the URL and callbacks of that moment.
  const startConversation = useEffectEvent(() => {
    if (wantsRestart) {
      setSearchParams(
        (params) => {
          params.delete('restart');
          return params;
        },
        { replace: true },
      );
      void restart();
    } else {
      start();
    }
  });
  useEffect(() => {
    startConversation();
    const gen = generation;
    return () => {
      gen.current += 1;
    };
  }, [charId, gameType, isFuta]);

  return { state, send, restart, resume, regenerate, showVersion };
}
