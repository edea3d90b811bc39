import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy } from 'lucide-react';
import { IconButton } from '@app/ui';

/** A player's ID as the player can show it (Account → Show ID), with a button to copy it. */
export function PlayerId({ id }: { id: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      setCopied(true);
    } catch {
      // Clipboard blocked: the id stays on screen to copy by hand.
    }
  };
  return (
    <span className="console-id">
      <code>{id}</code>
      <IconButton label={t('Copy ID')} className="console-id__copy" onClick={() => void copy()}>
        <Copy aria-hidden="true" size={16} />
      </IconButton>
      {copied ? (
        <span role="status" className="console-hint">
          {t('ID copied!')}
        </span>
      ) : null}
    </span>
  );
}
