import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { ChatMode, GameReply, GameType } from '@app/schema';
import { useErrorDialog } from '../../app/error-dialog.tsx';
import { trpc } from '../../lib/trpc.ts';
import { chatReducer, initialChatState, type ChatState } from './chat-state.ts';
import { chatTiming, planReveal } from './reveal.ts';

export interface ChatGameOptions {
  charId: string;
  gameType: GameType;
  isFuta: boolean;
  mode: ChatMode;
}

export interface SendOptions {
  /** Chosen location or action ids at a select step. */
  choices?: string[];
}

export interface ChatGame {
  state: ChatState;
  send(text: string, opts?: SendOptions): Promise<void>;
  restart(): Promise<void>;
  /** The block or away time has passed: clear it and resume with an empty message. */
  resume(): void;
  clearOptions(): void;
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
  const stateRef = useRef(state);
  stateRef.current = state;
  /** Bumped on every start; a reply from an older generation is dropped. */
  const generation = useRef(0);
  /** The next reply replaces all messages (the first after a start or restart). */
  const firstReply = useRef(true);
  const [searchParams, setSearchParams] = useSearchParams();
  const { showError } = useErrorDialog();
  const utils = trpc.useUtils();
  const sendMutation = trpc.message.send.useMutation();
  const restartMutation = trpc.message.restart.useMutation();

  const afterSend = useCallback(
    (reply: GameReply) => {
      if (gameType !== 'chat') return;
      utils.character.get.setData({ id: charId }, (old) => (old ? { ...old, score: reply.score, level: reply.level, horny: reply.horny } : old));
      void utils.message.inbox.invalidate();
    },
    [charId, gameType, utils],
  );

  const reveal = useCallback(async (reply: GameReply, gen: number) => {
    if (firstReply.current) {
      firstReply.current = false;
      dispatch({ type: 'replaceAll', reply });
      return;
    }
    const plan = planReveal(stateRef.current.messages, reply.messages, chatTiming.random);
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

  const handleError = useCallback(
    (error: unknown) => {
      dispatch({ type: 'sending', sending: false });
      showError(error, {
        onTier: () => void restartRef.current(),
        onClose: () => dispatch({ type: 'typing', typing: false }),
      });
    },
    [showError],
  );

  const send = useCallback(
    async (text: string, opts: SendOptions = {}) => {
      const gen = generation.current;
      const message = text.trim();
      const actionActive = Boolean(stateRef.current.actionSelect?.length);
      if (message && !actionActive) {
        dispatch({ type: 'userMessage', message: { role: 'user', response: message, responseTrans: null, createdAt: now() } });
      }
      dispatch({ type: 'clearOptions' });
      dispatch({ type: 'sending', sending: true });
      if (!firstReply.current) dispatch({ type: 'typing', typing: true });
      try {
        const reply = await sendMutation.mutateAsync({ id: charId, message, gameType, isFuta, mode, choices: opts.choices ?? [] });
        if (gen !== generation.current) return;
        dispatch({ type: 'sending', sending: false });
        afterSend(reply);
        await reveal(reply, gen);
      } catch (error) {
        if (gen === generation.current) handleError(error);
      }
    },
    [afterSend, charId, gameType, handleError, isFuta, mode, reveal, sendMutation],
  );

  const restart = useCallback(async () => {
    const gen = ++generation.current;
    firstReply.current = true;
    dispatch({ type: 'clear' });
    dispatch({ type: 'sending', sending: true });
    try {
      const reply = await restartMutation.mutateAsync({ id: charId, gameType, isFuta });
      if (gen !== generation.current) return;
      dispatch({ type: 'sending', sending: false });
      await reveal(reply, gen);
    } catch (error) {
      if (gen === generation.current) handleError(error);
    }
  }, [charId, gameType, handleError, isFuta, reveal, restartMutation]);
  restartRef.current = restart;

  const start = useCallback(() => {
    generation.current += 1;
    firstReply.current = true;
    dispatch({ type: 'clear' });
    void send('');
  }, [send]);

  const resume = useCallback(() => {
    dispatch({ type: 'timeoutPassed' });
    start();
  }, [start]);

  const wantsRestart = searchParams.get('restart') === 'true';
  const startRef = useRef({ start, restart });
  startRef.current = { start, restart };

  // Chat start: clear, then restart (restart=true in the URL, then removed) or send an empty message.
  useEffect(() => {
    if (wantsRestart) {
      setSearchParams((params) => {
        params.delete('restart');
        return params;
      }, { replace: true });
      void startRef.current.restart();
    } else {
      startRef.current.start();
    }
    const gen = generation;
    return () => {
      gen.current += 1;
    };
    // Only a new conversation starts the chat again (wantsRestart and setSearchParams are read once).
  }, [charId, gameType, isFuta]);

  const clearOptions = useCallback(() => dispatch({ type: 'clearOptions' }), []);

  return { state, send, restart, resume, clearOptions };
}
