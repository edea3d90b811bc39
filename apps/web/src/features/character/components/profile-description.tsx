import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Long enough to need "Show more" when the layout cannot be measured. */
const LONG_TEXT = 320;

/** The description clamps at 7 lines with Show more / Show less (spec §9). */
export function ProfileDescription({ text }: { text: string }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(text.length > LONG_TEXT);
  const ref = useRef<HTMLParagraphElement>(null);

  useLayoutEffect(() => {
    const node = ref.current;
    if (node && node.clientHeight > 0) setOverflows(node.scrollHeight > node.clientHeight + 1);
  }, [text]);

  return (
    <div className="profile-description">
      <p
        ref={ref}
        className={
          expanded ? 'profile-description__text' : 'profile-description__text profile-description__text--clamped'
        }
      >
        {text}
      </p>
      {overflows || expanded ? (
        <button
          type="button"
          className="profile-description__toggle"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('Show less') : t('Show more')}
        </button>
      ) : null}
    </div>
  );
}
