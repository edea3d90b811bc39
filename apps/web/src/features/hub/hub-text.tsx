import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeMarkdown } from '../../lib/safe-markdown.tsx';
import { CUT_AT, cutText, offersShowMore } from './truncate.ts';

type Fit = 'unknown' | 'fits' | 'overflows';

/**
 * A hub post's markdown. Collapsible (in the list): text over 100 characters shows about three lines and
 * at most 300 characters, with Show more; the button is offered only when it reveals something.
 */
export function HubText({ text, collapsible }: { text: string; collapsible: boolean }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const [fit, setFit] = useState<Fit>('unknown');
  const box = useRef<HTMLDivElement>(null);
  const long = collapsible && offersShowMore(text);
  const collapsed = long && !expanded;

  useLayoutEffect(() => {
    const node = box.current;
    if (!node || !collapsed) return;
    // Where layout cannot be measured (no height), the character rule alone decides.
    const measure = () =>
      setFit(node.clientHeight === 0 ? 'unknown' : node.scrollHeight > node.clientHeight + 1 ? 'overflows' : 'fits');
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    for (const child of Array.from(node.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [collapsed, text]);

  const offered = long && (expanded || text.length > CUT_AT || fit !== 'fits');
  return (
    <>
      <div ref={box} className={collapsed && offered ? 'hub-post__text hub-post__text--collapsed' : 'hub-post__text'}>
        <SafeMarkdown>{cutText(text, !collapsed)}</SafeMarkdown>
      </div>
      {offered ? (
        <button
          type="button"
          className="hub-post__more"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('Show less') : t('Show more')}
        </button>
      ) : null}
    </>
  );
}
