import { Link } from 'react-router';
import type { Character } from '@app/schema';
import { buttonClass } from '@app/ui';
import { useCachedT } from '../../../lib/cached-t.ts';
import { isolate } from '../../../lib/bidi.ts';
import { useLangPath } from '../../../lib/lang.ts';
import { mediaUrl, splitImages } from '../../../lib/media.ts';
import { trpc } from '../../../lib/trpc.ts';
import './start-here.css';

/** The character a new player is pointed to: the first one open to them. */
export function suggestedCharacter(characters: readonly Character[]): Character | null {
  return characters.find((c) => !c.locked) ?? null;
}

/**
 * Home's "start here" for a player who has not talked to anyone yet: a suggested character and the opening
 * prompt, one tap from the chat. It goes once the first conversation exists (the inbox has it).
 */
export function StartHere({ characters }: { characters: readonly Character[] }) {
  const t = useCachedT();
  const langPath = useLangPath();
  const inbox = trpc.message.inbox.useQuery(undefined, { meta: { errorDialog: false } });
  const pick = suggestedCharacter(characters);
  if (!pick || !inbox.isSuccess || inbox.data.length > 0) return null;
  const images = splitImages(pick.images);
  const about = pick.descriptionTrans || pick.description;
  return (
    <section className="start-here" aria-labelledby="start-here-title">
      <img className="start-here__avatar" src={mediaUrl(images[1] ?? images[0] ?? '')} alt="" width={72} height={72} />
      <div className="start-here__body">
        <p className="start-here__kicker">{t('Start here')}</p>
        <h2 id="start-here-title" className="start-here__title">
          {t('Say hello to {{name}}', { name: isolate(pick.name) })}
        </h2>
        <p className="start-here__about" dir="auto">
          {about}
        </p>
        <p className="start-here__how">
          {t('Tap a suggested reply to answer her. Kind words fill her affection meter.')}
        </p>
        <div className="start-here__actions">
          <Link className={buttonClass('primary', 'sm')} to={langPath(`/app/chat/${pick._id}`)}>
            {t('Say hello')}
          </Link>
          <Link className={buttonClass('secondary', 'sm')} to={langPath('/app/explore')}>
            {t('Meet everyone')}
          </Link>
        </div>
      </div>
    </section>
  );
}
