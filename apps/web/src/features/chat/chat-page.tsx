import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import {
  END_SCENE,
  START_SCENE,
  canUseFreestyle,
  isGodMode,
  levelOf,
  posesPerTurn,
  storedGameType,
} from '@app/game-engine';
import type { ChatMessage, ChatMode, GameType, Language } from '@app/schema';
import { Switch } from '@app/ui';
import { ReportButton } from '../../lib/report-button.tsx';
import { isolate } from '../../lib/bidi.ts';
import { browser } from '../../lib/browser.ts';
import { GamesMenu } from '../../lib/games-menu.tsx';
import { useLangPath } from '../../lib/lang.ts';
import { languageOfPath, storeLanguage } from '../../lib/language-store.ts';
import { mediaUrl, splitImages } from '../../lib/media.ts';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { useIsDesktop } from '../../lib/use-media-query.ts';
import { CharacterPanel } from './components/character-panel.tsx';
import { ChatComposer } from './components/chat-composer.tsx';
import { ChatHeader } from './components/chat-header.tsx';
import { MeterNoteView, MomentCard } from './components/chat-notes.tsx';
import { ActionSelect, LocationSelect } from './components/choice-sheet.tsx';
import { FloatingEmojis } from './components/floating-emojis.tsx';
import { KeepProgress } from './components/keep-progress.tsx';
import { MeterHelp } from './components/meter-help.tsx';
import { AnswerVersions } from './components/answer-versions.tsx';
import { MemorySheet } from './components/memory-sheet.tsx';
import { MessageList } from './components/message-list.tsx';
import { ReplyChips } from './components/reply-chips.tsx';
import { RestartConfirm } from './components/restart-confirm.tsx';
import { StatusNotice } from './components/status-notice.tsx';
import {
  EndSceneControl,
  PosesPerTurnNote,
  StartSceneControl,
  WriteThroughBlock,
} from './components/tier-controls.tsx';
import { useBlockStatus } from './use-block-status.ts';
import { useChatGame } from './use-chat-game.ts';
import { useChatNotes } from './use-chat-notes.ts';
import { useMeterChange } from './use-meter-change.ts';
import './chat.css';
import './meter.css';
import './tier-controls.css';
import { ReportDialog } from '../../lib/report/report-dialog.tsx';

const NO_TAGS: readonly string[] = [];

export interface ChatPageProps {
  variant: 'app' | 'game';
  gameType: GameType;
  isFuta: boolean;
}

/** The same path in another language, with restart=true (the game shell's language select). */
export function languageSwitchUrl(pathname: string, language: Language): string {
  const current = languageOfPath(pathname);
  const rest = current ? pathname.slice(current.length + 1) : pathname;
  return `/${language}${rest.startsWith('/') ? rest : `/${rest}`}?restart=true`;
}

export function ChatPage({ variant, gameType, isFuta }: ChatPageProps) {
  const { t } = useTranslation();
  const { charId = '' } = useParams();
  const { pathname } = useLocation();
  const session = useSession();
  const [mode, setMode] = useState<ChatMode>('chat');
  const [poses, setPoses] = useState<string[]>([]);
  const [reported, setReported] = useState<ChatMessage | null>(null);
  const character = trpc.character.get.useQuery({ id: charId }, { enabled: charId !== '' });
  const { state, send, restart, resume, regenerate, showVersion } = useChatGame({ charId, gameType, isFuta, mode });
  const status = useBlockStatus(state.horny, state.timeout, resume);
  const meter = state.replied ? state.horny : (character.data?.horny ?? 0);
  const level = state.replied ? state.level : levelOf(character.data?.score ?? 0);
  const change = useMeterChange(state.horny, state.level, state.replied);
  const { note, moment, dismissMoment } = useChatNotes(state);
  const [help, setHelp] = useState(false);
  const desktop = useIsDesktop();
  const langPath = useLangPath();
  const badge = useMemo(() => (note ? { delta: note.delta, key: note.key } : null), [note]);
  const openHelp = useCallback(() => setHelp(true), []);
  const turns = state.messages.filter((m) => m.role === 'user').length;

  const name = character.data?.name ?? '';
  const images = splitImages(character.data?.images ?? '');
  // Empty until the character loads (mediaUrl('') would ask the server for /public/).
  const avatarName = images[1] ?? images[0];
  const avatar = avatarName ? mediaUrl(avatarName) : '';
  const actionStep = Boolean(state.actionSelect?.length);
  const god = isGodMode(session.tier);
  const silenced = status.kind !== 'none' && !god;
  // God Mode's own choice is a control of its own, not a pose card.
  const poseChoices = useMemo(() => state.actionSelect?.filter((c) => c.id !== END_SCENE) ?? [], [state.actionSelect]);
  // Scene control belongs to the chat game, once she has answered, outside a scene and an "away" pause.
  const sceneControl = gameType === 'chat' && state.replied && !actionStep && status.kind !== 'away';

  const [confirmRestart, setConfirmRestart] = useState(false);
  const onRestart = useCallback(() => setConfirmRestart(true), []);
  const [memoryOpen, setMemoryOpen] = useState(false);
  // What she remembers belongs to the chat game (the story games keep no memory of the player).
  const onMemory = useMemo(() => (gameType === 'chat' ? () => setMemoryOpen(true) : undefined), [gameType]);
  const onLanguage = useCallback(
    (language: Language) => {
      storeLanguage(language);
      browser.assign(languageSwitchUrl(pathname, language));
    },
    [pathname],
  );
  const sendText = (text: string) => {
    void send(text, actionStep ? { choices: poses } : {});
    if (actionStep) setPoses([]);
  };
  const sceneChoice = (choice: typeof START_SCENE | typeof END_SCENE) => {
    setPoses([]);
    void send('', { choices: [choice] });
  };
  const sendPoses = () => {
    void send('', { choices: poses });
    setPoses([]);
  };

  const classes = ['chat', `chat--${variant}`, actionStep && 'chat--action'].filter(Boolean).join(' ');

  return (
    <div className={classes} data-busy={state.busy || state.sending}>
      {actionStep ? (
        <div className="chat-hearts" aria-hidden="true" data-testid="action-background">
          <div className="chat-hearts__layer" />
        </div>
      ) : null}
      <div className="chat-main">
        <ChatHeader
          name={name}
          avatar={avatar}
          meter={meter}
          level={level}
          pulse={change.pulse}
          variant={variant}
          language={session.language}
          restarting={state.sending}
          guide={state.guide}
          change={badge}
          onHelp={openHelp}
          onRestart={onRestart}
          onLanguage={onLanguage}
          onMemory={desktop ? undefined : onMemory}
          games={
            character.data ? (
              <GamesMenu
                charId={charId}
                name={name}
                tier={character.data.tier}
                locked={character.data.locked}
                characterTags={character.data.playerTags}
                look="icon"
              />
            ) : null
          }
          trailing={variant === 'app' && !desktop ? <ReportButton place="header" /> : null}
        />
        <div className="chat-notes">
          <div className="chat-notes__stack">
            <MeterNoteView note={note} name={name} />
            <MomentCard moment={moment} name={name} onDismiss={dismissMoment} />
          </div>
        </div>
        <MessageList
          messages={state.messages}
          characterName={name}
          typing={state.typing}
          onReport={setReported}
          after={
            state.versions && !state.typing && !silenced ? (
              <AnswerVersions
                versions={state.versions}
                disabled={state.busy}
                onRegenerate={() => void regenerate()}
                onShow={(v) => void showVersion(v)}
              />
            ) : null
          }
        />
        <ReportDialog
          open={reported !== null}
          onClose={() => setReported(null)}
          item={{
            target: 'message',
            id: charId,
            gameType: storedGameType(gameType, isFuta),
            message: reported?.responseTrans ?? reported?.response ?? '',
          }}
        />
        <div className="chat-footer">
          <StatusNotice
            status={status}
            name={name}
            elsewhereHref={variant === 'app' && !isGodMode(session.tier) ? langPath('/app/explore') : undefined}
          />
          {variant === 'app' && !moment ? <KeepProgress name={name} turns={turns} guest={!session.loggedIn} /> : null}
          {state.locationSelect?.length ? (
            <LocationSelect
              choices={state.locationSelect}
              disabled={state.busy}
              onPick={(id) => void send('', { choices: [id] })}
            />
          ) : null}
          {state.actionSelect?.length ? (
            <ActionSelect
              choices={poseChoices}
              max={posesPerTurn(session.tier)}
              disabled={state.busy}
              selected={poses}
              onSelect={setPoses}
              onConfirm={sendPoses}
              footer={
                <>
                  <PosesPerTurnNote tier={session.tier} />
                  <EndSceneControl tier={session.tier} disabled={state.busy} onEnd={() => sceneChoice(END_SCENE)} />
                </>
              }
            />
          ) : null}
          {sceneControl || status.kind === 'blocked' ? (
            <div className="chat-perks">
              {status.kind === 'blocked' ? <WriteThroughBlock tier={session.tier} name={name} /> : null}
              {sceneControl ? (
                <StartSceneControl tier={session.tier} disabled={state.busy} onStart={() => sceneChoice(START_SCENE)} />
              ) : null}
            </div>
          ) : null}
          <ReplyChips
            options={state.options}
            optionsTrans={state.optionsTrans}
            disabled={state.busy || silenced}
            onPick={(o, shown) => void send(o, { shown })}
            hint={
              turns === 0
                ? t('Tap a reply to answer {{name}}. Kind words fill her affection meter.', { name: isolate(name) })
                : null
            }
            leading={
              canUseFreestyle(session.tier) ? (
                <Switch
                  label={t('FreeStyle')}
                  checked={mode === 'freestyle'}
                  onChange={(on) => setMode(on ? 'freestyle' : 'chat')}
                />
              ) : null
            }
          />
          <ChatComposer
            variant={variant}
            sending={state.sending}
            disabled={silenced}
            allowEmpty={actionStep && poses.length > 0}
            placeholder={god && status.kind === 'blocked' ? t('Write with God Mode...') : undefined}
            onSend={sendText}
          />
        </div>
      </div>
      <CharacterPanel
        name={name}
        avatar={avatar}
        level={level}
        score={state.replied ? state.score : (character.data?.score ?? 0)}
        meter={meter}
        location={state.location}
        tags={character.data?.tags ?? NO_TAGS}
        guide={state.guide}
        change={badge}
        onHelp={openHelp}
        onMemory={onMemory}
      />
      {onMemory ? (
        <MemorySheet open={memoryOpen} onClose={() => setMemoryOpen(false)} charId={charId} name={name} />
      ) : null}
      <MeterHelp open={help} onClose={() => setHelp(false)} name={name} guide={state.guide} />
      <RestartConfirm
        open={confirmRestart}
        name={name}
        onCancel={() => setConfirmRestart(false)}
        onConfirm={() => {
          setConfirmRestart(false);
          void restart();
        }}
      />
      <FloatingEmojis overlay={change.overlay} />
      {state.later ? (
        <div className="chat-later" role="status">
          <p>{t('A few minutes later...')}</p>
        </div>
      ) : null}
    </div>
  );
}
