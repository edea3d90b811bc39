import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { Character } from '@app/schema';
import { IconButton, Spinner, buttonClass } from '@app/ui';
import { ReportButton } from '../../lib/report-button.tsx';
import { useLangPath } from '../../lib/lang.ts';
import { LockedNotice, TierLockBadge } from '../../lib/locked.tsx';
import { mediaUrl, splitImages } from '../../lib/media.ts';
import { useSession } from '../../lib/session.ts';
import { useIsDesktop } from '../../lib/use-media-query.ts';
import { trpc } from '../../lib/trpc.ts';
import { ChatPage, type ChatPageProps } from './chat-page.tsx';
import './locked-chat.css';

/**
 * A chat route: the character is read first, so a character above the player's tier shows what opens her
 * instead of starting a game the server would refuse (no refused calls, no error dialog).
 */
export function ChatRoute(props: ChatPageProps) {
  const { charId = '' } = useParams();
  const { t } = useTranslation();
  const character = trpc.character.get.useQuery({ id: charId }, { enabled: charId !== '' });
  if (character.data?.locked) return <LockedChat character={character.data} variant={props.variant} />;
  if (character.isPending && charId !== '') return <Spinner label={t('Loading')} />;
  return <ChatPage {...props} />;
}

/** The chat of a locked character: her picture, the tier that opens her, the way to the prices and back. */
export function LockedChat({ character, variant }: { character: Character; variant: ChatPageProps['variant'] }) {
  const { t } = useTranslation();
  const session = useSession();
  const langPath = useLangPath();
  const navigate = useNavigate();
  const desktop = useIsDesktop();
  const images = splitImages(character.images);
  const avatar = images[1] ?? images[0];
  return (
    <div className={`locked-chat locked-chat--${variant}`}>
      {/* A phone's chat has its own header (the site's is hidden there): the way back and the Report button. */}
      {variant === 'app' && !desktop ? (
        <header className="locked-chat__bar">
          <IconButton label={t('Back')} className="chat-header__back" onClick={() => void navigate(-1)}>
            <span aria-hidden="true">‹</span>
          </IconButton>
          <ReportButton place="header" />
        </header>
      ) : null}
      <div className="locked-chat__card">
        <span className="locked-chat__avatar">
          {avatar ? <img src={mediaUrl(avatar)} alt="" width={120} height={120} /> : null}
          <TierLockBadge tier={character.tier} className="locked-chat__lock" />
        </span>
        <h1 className="locked-chat__name">{character.name}</h1>
        <LockedNotice name={character.name} tier={character.tier} playerTier={session.tier}>
          <Link className={buttonClass('secondary')} to={langPath(`/app/profile/${character._id}`)}>
            {t('View profile')}
          </Link>
        </LockedNotice>
        <Link className="locked-chat__other" to={langPath('/app/explore')}>
          {t('Chat with another character')}
        </Link>
      </div>
    </div>
  );
}
