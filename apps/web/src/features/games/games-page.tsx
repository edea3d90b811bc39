import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Character } from '@app/schema';
import { buttonClass } from '@app/ui';
import { useCachedT } from '../../lib/cached-t.ts';
import { gamesFor, useGameOffers } from '../../lib/games.ts';
import { GameLinks } from '../../lib/games-menu.tsx';
import { useLangPath } from '../../lib/lang.ts';
import { TierLockBadge } from '../../lib/locked.tsx';
import { splitImages } from '../../lib/media.ts';
import { MediaImage } from '../../lib/media-image.tsx';
import { useSession } from '../../lib/session.ts';
import { PRICES_PATH, tierName } from '../../lib/tiers.ts';
import { trpc } from '../../lib/trpc.ts';
import './games.css';
import { QueryState } from '../../lib/query-state.tsx';

function CharacterGames({ character }: { character: Character }) {
  const { t } = useTranslation();
  const ct = useCachedT();
  const session = useSession();
  const langPath = useLangPath();
  const offers = useGameOffers();
  const images = splitImages(character.images);
  const avatar = images[1] ?? images[0];
  const titleId = `games-${character._id}`;
  return (
    <section className={character.locked ? 'games-card games-card--locked' : 'games-card'} aria-labelledby={titleId}>
      <header className="games-card__head">
        {avatar ? (
          <MediaImage
            className="games-card__avatar"
            name={avatar}
            sizes="56px"
            alt=""
            width={56}
            height={56}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <div className="games-card__who">
          <h2 id={titleId} className="games-card__name">
            {character.name}
          </h2>
          <span className="games-card__meta">{t('Lv {{level}}', { level: character.level })}</span>
        </div>
        {character.locked ? (
          <TierLockBadge tier={character.tier} />
        ) : (
          <Link className={buttonClass('ghost', 'sm')} to={langPath(`/app/profile/${character._id}`)}>
            {t('View profile')}
          </Link>
        )}
      </header>
      {character.locked ? (
        <Link className={buttonClass('primary', 'sm', false, 'games-card__unlock')} to={langPath(PRICES_PATH)}>
          {t('Unlock with {{tier}}', { tier: tierName(ct, character.tier) })}
        </Link>
      ) : (
        <GameLinks
          compact
          charId={character._id}
          offers={gamesFor(offers.data ?? [], session.tags, character.playerTags)}
        />
      )}
    </section>
  );
}

/** /{lang}/game: every character the player sees, with the game shell's games the pack offers for her. */
export function GamesPage() {
  const { t } = useTranslation();
  const langPath = useLangPath();
  const characters = trpc.character.all.useQuery();
  return (
    <div className="games">
      <header className="games__head">
        <h1 className="games__title">{t('Games')}</h1>
        <p className="games__intro">
          {t('Short games to play with each character: stories with endings, costumes, emoji chats and quizzes.')}
        </p>
        <Link className="games__back" to={langPath('/app/home')}>
          {t('Back to the app')}
        </Link>
      </header>
      <QueryState query={characters} />
      <div className="games__list">
        {(characters.data ?? []).map((c) => (
          <CharacterGames key={c._id} character={c} />
        ))}
      </div>
    </div>
  );
}
