import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  Compass,
  Dices,
  Gamepad2,
  HeartHandshake,
  Shirt,
  Smile,
  SmilePlus,
  Trophy,
  type LucideProps,
} from 'lucide-react';
import type { GameOffer, GameType, Tags } from '@app/schema';
import { Button, Dialog, IconButton, Spinner } from '@app/ui';
import { isolate } from './bidi.ts';
import { GAMES_PATH, gamePath, gamesFor, useGameOffers } from './games.ts';
import { useLangPath } from './lang.ts';
import { TierLockBadge } from './locked.tsx';
import { useSession } from './session.ts';
import './games-menu.css';

type StoryGame = Exclude<GameType, 'chat'>;

const ICONS: Record<StoryGame, ComponentType<LucideProps>> = {
  cosplay: Shirt,
  'helping-hand': HeartHandshake,
  'lost-and-found': Compass,
  emoji: Smile,
  emojisfw: SmilePlus,
  minigame: Dices,
  minigame2: Trophy,
};

/** What each game type is (design §4), in a line. */
export function useGameBlurb(): (gameType: StoryGame) => string {
  const { t } = useTranslation();
  return (gameType) => {
    switch (gameType) {
      case 'cosplay':
        return t('Pick her costume for the night');
      case 'helping-hand':
        return t('A short story: help her out');
      case 'lost-and-found':
        return t('A short story: find what she lost');
      case 'emoji':
        return t('Answer in emoji only');
      case 'emojisfw':
        return t('An emoji chat that stays safe for work');
      case 'minigame':
        return t('Guess her favourites');
      case 'minigame2':
        return t('A quick date-night quiz');
    }
  };
}

export interface GameLinksProps {
  charId: string;
  offers: GameOffer[];
  onPick?: () => void;
  /** Two columns of titles (the index lists every character): what each game is stays in the link's name. */
  compact?: boolean;
}

/** One link per game, to the game shell: icon, title, what it is, and a futa mark on the variants. */
export function GameLinks({ charId, offers, onPick, compact = false }: GameLinksProps) {
  const { t } = useTranslation();
  const langPath = useLangPath();
  const blurb = useGameBlurb();
  return (
    <ul className={compact ? 'game-links list-stack game-links--compact' : 'game-links list-stack'}>
      {offers.map((offer) => {
        const Icon = ICONS[offer.gameType];
        return (
          <li key={`${offer.gameType}${offer.futa ? '.futa' : ''}`}>
            <Link className="game-link" to={langPath(gamePath(offer, charId))} onClick={onPick}>
              <span className="game-link__icon" aria-hidden="true">
                <Icon size={20} />
              </span>
              <span className="game-link__text">
                <span className="game-link__title" dir="auto">
                  {offer.title}
                </span>
                <span className={compact ? 'ui-visually-hidden' : 'game-link__blurb'}>{blurb(offer.gameType)}</span>
              </span>
              {offer.futa ? <span className="game-link__futa">{t('Futa')}</span> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export interface GamesMenuProps {
  charId: string;
  name: string;
  /** The character's tier; above the player's the games show what opens them. */
  tier: number;
  locked: boolean;
  /** The character's own switches (its futa switch lists the futa variants). */
  characterTags?: Tags;
  /** A labelled button (the profile) or an icon (the chat header). */
  look: 'button' | 'icon';
  /** Hides the link to the game index (on the index itself). */
  noIndexLink?: boolean;
}

/** The games menu: a button that opens the list of the game shell's games with this character. */
export function GamesMenu({ charId, name, tier, locked, characterTags, look, noIndexLink = false }: GamesMenuProps) {
  const { t } = useTranslation();
  const session = useSession();
  const langPath = useLangPath();
  const [open, setOpen] = useState(false);
  const offers = useGameOffers();
  const list = gamesFor(offers.data ?? [], session.tags, characterTags);
  const close = () => setOpen(false);
  const label = t('Games with {{name}}', { name: isolate(name) });
  return (
    <>
      {look === 'icon' ? (
        <IconButton label={label} className="games-menu__icon" onClick={() => setOpen(true)}>
          <Gamepad2 aria-hidden="true" size={20} />
        </IconButton>
      ) : (
        <Button variant="secondary" className="games-menu__button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <Gamepad2 aria-hidden="true" size={18} />
          {t('Games')}
        </Button>
      )}
      <Dialog open={open} onClose={close} title={label} closeLabel={t('Close')} className="games-menu">
        {locked ? (
          <p className="games-menu__locked">
            <TierLockBadge tier={tier} />
          </p>
        ) : null}
        {offers.isPending ? <Spinner label={t('Loading')} /> : null}
        {offers.data && list.length === 0 ? <p className="muted">{t('No games yet.')}</p> : null}
        <GameLinks charId={charId} offers={list} onPick={close} />
        {noIndexLink ? null : (
          <Link className="games-menu__all" to={langPath(GAMES_PATH)} onClick={close}>
            {t('All characters and games')}
          </Link>
        )}
      </Dialog>
    </>
  );
}
