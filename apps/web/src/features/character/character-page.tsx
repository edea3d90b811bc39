import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Flag, Lock, MessageCircle, RotateCcw } from 'lucide-react';
import { Badge, Button, Dialog, PLAY_QUERY_KEYS, Spinner, Tooltip, buttonClass } from '@app/ui';
import { useErrorDialog } from '../../lib/dialogs/index.ts';
import { browser } from '../../lib/browser.ts';
import { useCachedT } from '../../lib/cached-t.ts';
import { httpStatusOf } from '../../lib/errors.ts';
import { useLangPath } from '../../lib/lang.ts';
import { LockedNotice } from '../../lib/locked.tsx';
import { mediaUrl, splitImages } from '../../lib/media.ts';
import { useSite } from '../../lib/operator.ts';
import { useCharacterPageMeta } from '../../lib/page-meta.ts';
import { MediaImage } from '../../lib/media-image.tsx';
import { useSession } from '../../lib/session.ts';
import { GamesMenu } from '../../lib/games-menu.tsx';
import { exclusiveHint, tierName } from '../../lib/tiers.ts';
import { trpc } from '../../lib/trpc.ts';
import { ConfirmActions } from '../../lib/confirm-actions.tsx';
import { PostGrid } from './components/post-grid.tsx';
import { ProfileDescription } from './components/profile-description.tsx';
import { TagSwitches } from './components/tag-switches.tsx';
import { characterPostsKey, useCharacterPosts } from './use-character-posts.ts';
import './character.css';
import { ReportDialog } from '../../lib/report/report-dialog.tsx';

/**
 * The per-character switches: the character's content tags, plus futa when the player enabled futas
 * and the pack has a futa variant of her (the server refuses the switch for anyone else).
 */
export function switchTags(
  c: { tags: readonly string[]; futaVariant: boolean },
  playerTags: Record<string, string>,
): string[] {
  const tags = c.tags.filter((tag) => tag !== 'futa' || c.futaVariant);
  return c.futaVariant && playerTags.futas === 'true' && !tags.includes('futa') ? [...tags, 'futa'] : tags;
}

export function CharacterProfilePage() {
  const { t } = useTranslation();
  const ct = useCachedT();
  const { id = '' } = useParams();
  const langPath = useLangPath();
  const session = useSession();
  const { showError } = useErrorDialog();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const [confirmRestart, setConfirmRestart] = useState(false);
  const [reporting, setReporting] = useState(false);
  const lockHintId = useId();
  const character = trpc.character.get.useQuery({ id }, { enabled: id !== '' });
  const posts = useCharacterPosts(id);
  const shown = character.data;
  useCharacterPageMeta(
    shown && { id: shown._id, name: shown.name, description: shown.descriptionTrans ?? shown.description },
    useSite()?.siteName,
  );

  const follow = trpc.character.follow.useMutation({
    onSuccess: ({ active }) => {
      utils.character.get.setData({ id }, (old) => (old ? { ...old, active } : old));
      void utils.character.all.invalidate();
      void queryClient.resetQueries({ queryKey: [PLAY_QUERY_KEYS.feed, 'following'] });
    },
    onError: (e) => showError(e),
  });
  const setTag = trpc.character.setTag.useMutation({ onError: (e) => showError(e) });
  const restartCharacter = trpc.user.restartCharacter.useMutation({
    onSuccess: () => browser.reload(),
    onError: (e) => showError(e),
  });

  if (character.isPending) return <Spinner label={t('Loading')} />;
  if (!character.data) {
    // A missing character is this page's own state; any other failure also opened the error dialog.
    if (character.error && httpStatusOf(character.error) !== 404) {
      return (
        <div className="list-state">
          <p>{t('An error occurred. Would you like to reload the page?')}</p>
          <Button variant="secondary" onClick={() => void character.refetch()}>
            {t('Reload')}
          </Button>
        </div>
      );
    }
    return <p className="profile__missing">{t('Character not found')}</p>;
  }
  const c = character.data;
  const images = splitImages(c.images);
  const tierHolder = session.tier >= 1;

  const changeTag = (tag: string, on: boolean) => {
    utils.character.get.setData({ id }, (old) =>
      old ? { ...old, playerTags: { ...old.playerTags, [tag]: String(on) } } : old,
    );
    setTag.mutate(
      { tag, value: on, characterId: id },
      {
        onSuccess: (answer) => {
          if (answer.token) session.setToken(answer.token);
          if (tag === 'futa') {
            void queryClient.resetQueries({ queryKey: [PLAY_QUERY_KEYS.feed] });
            void queryClient.resetQueries({ queryKey: characterPostsKey(id) });
          }
          void utils.character.get.invalidate({ id });
        },
      },
    );
  };

  return (
    <div className="profile">
      <div className="profile__background" style={{ backgroundImage: `url(${mediaUrl(c.backgroundImage)})` }} />
      <section className="profile__head">
        <span className="profile__avatar">
          <MediaImage name={images[1] ?? images[0] ?? ''} sizes="112px" alt="" width={112} height={112} />
          <Tooltip
            text={t('Level {{level}}, meter {{meter}} of 30', { level: c.level, meter: c.horny })}
            className="profile__level"
            focusable
          >
            <Badge tone="accent">{t('Lv {{level}}', { level: c.level })}</Badge>
          </Tooltip>
        </span>
        <div className="profile__info">
          <h1 className="profile__name">{c.name}</h1>
          <ProfileDescription text={c.descriptionTrans ?? c.description} />
          {c.locked ? <LockedNotice name={c.name} tier={c.tier} playerTier={session.tier} /> : null}
          <div className="profile__actions">
            {c.locked ? (
              <>
                <Link
                  className={buttonClass('secondary', 'md', false, 'profile__message profile__message--locked')}
                  to={langPath(`/app/chat/${c._id}`)}
                  aria-describedby={lockHintId}
                >
                  <Lock aria-hidden="true" size={16} strokeWidth={2.5} />
                  {t('Message')} <span className="profile__message-tier">{tierName(ct, c.tier)}</span>
                </Link>
                <span id={lockHintId} className="ui-visually-hidden">
                  {exclusiveHint(ct, c.tier)}
                </span>
              </>
            ) : (
              <Link
                className={buttonClass('primary', 'md', false, 'profile__message')}
                to={langPath(`/app/chat/${c._id}`)}
              >
                <MessageCircle aria-hidden="true" size={18} strokeWidth={2.25} />
                {t('Message')}
              </Link>
            )}
            <GamesMenu
              charId={c._id}
              name={c.name}
              tier={c.tier}
              locked={c.locked}
              characterTags={c.playerTags}
              look="button"
            />
            {tierHolder ? null : (
              <Button
                variant="secondary"
                aria-pressed={c.active}
                disabled={follow.isPending}
                onClick={() => follow.mutate({ id })}
              >
                {c.active ? t('Unfollow') : t('Follow')}
              </Button>
            )}
            <Button variant="ghost" onClick={() => setReporting(true)}>
              <Flag aria-hidden="true" size={16} />
              {t('Report')}
            </Button>
            {tierHolder && !c.locked ? (
              <Button
                variant="ghost"
                className="button-destructive profile__restart"
                onClick={() => setConfirmRestart(true)}
              >
                <RotateCcw aria-hidden="true" size={16} />
                {t('Restart character')}
              </Button>
            ) : null}
          </div>
          <TagSwitches
            name={c.name}
            tags={switchTags(c, session.tags)}
            values={c.playerTags}
            disabled={setTag.isPending}
            onChange={changeTag}
          />
        </div>
      </section>
      <h2 className="profile__posts-title">{t('Posts')}</h2>
      <PostGrid
        posts={posts.data?.pages.flat() ?? []}
        hasMore={posts.hasNextPage}
        loadingMore={posts.isFetchingNextPage}
        onLoadMore={() => void posts.fetchNextPage()}
      />
      <Dialog
        open={confirmRestart}
        onClose={() => setConfirmRestart(false)}
        title={t('Restart character')}
        closeLabel={t('Close')}
      >
        <p>{t('Message history will be deleted')}</p>
        <p className="muted">
          {t(
            'Your level and meter with {{name}} go back to the start, the places and poses you unlocked with her lock again and her content preferences are reset. This cannot be undone.',
            { name: c.name },
          )}
        </p>
        <ConfirmActions
          onCancel={() => setConfirmRestart(false)}
          pending={restartCharacter.isPending}
          onConfirm={() => restartCharacter.mutate({ id })}
        >
          {t('Restart')}
        </ConfirmActions>
      </Dialog>
      <ReportDialog open={reporting} onClose={() => setReporting(false)} item={{ target: 'character', id }} />
    </div>
  );
}
