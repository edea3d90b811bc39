import { useId, useState } from 'react';
import { Download, FileText, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Dialog, DialogActions, buttonClass } from '@app/ui';
import { browser } from '../../lib/browser.ts';
import { showError } from '../../lib/dialogs/index.ts';
import { useLangPath } from '../../lib/lang.ts';
import { useSite } from '../../lib/operator.ts';
import { forgetSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { saveAsFile } from './save-file.ts';

/** Where a patron cancels (the operator configures the card provider's and SubscribeStar's pages). */
const PATREON_MEMBERSHIPS = 'https://www.patreon.com/settings/memberships';

/** The player's rights: see and download everything stored about them, and delete the account. */
export function YourData() {
  const { t } = useTranslation();
  const langPath = useLangPath();
  const site = useSite();
  const utils = trpc.useUtils();
  const remove = trpc.user.deleteAccount.useMutation();
  const [confirm, setConfirm] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const titleId = useId();

  const download = async () => {
    setDownloading(true);
    try {
      const data = await utils.user.export.fetch();
      saveAsFile(`my-data-${data.exportedAt.slice(0, 10)}.json`, JSON.stringify(data, null, 2), 'application/json');
    } catch (error) {
      showError(error);
    } finally {
      setDownloading(false);
    }
  };

  const cancelLinks = [
    site?.payments.card && { href: site.links.cardUnsubscribe, label: t('Cancel a card subscription') },
    site?.payments.subscribeStar && {
      href: site.links.subscribeStarManage,
      label: t('Your SubscribeStar subscriptions'),
    },
    site?.payments.patreon && { href: PATREON_MEMBERSHIPS, label: t('Your Patreon memberships') },
  ].filter((link) => link && link.href) as { href: string; label: string }[];
  return (
    <section className="card stack your-data" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('Your data')}</h2>
      <p className="your-data__text">
        {t('See everything this site stores about you, download it as a file, or delete your account.')}
      </p>
      <div className="row">
        <Link className={buttonClass('secondary')} to={langPath('/app/profile/me/data')}>
          <FileText aria-hidden="true" size={18} />
          {t('See my data')}
        </Link>
        <Button variant="secondary" disabled={downloading} onClick={() => void download()}>
          <Download aria-hidden="true" size={18} />
          {t('Download my data')}
        </Button>
      </div>
      <Button variant="secondary" className="button-destructive" onClick={() => setConfirm(true)}>
        <Trash2 aria-hidden="true" size={18} />
        {t('Delete my account')}
      </Button>
      <Dialog open={confirm} onClose={() => setConfirm(false)} title={t('Delete my account')} closeLabel={t('Close')}>
        <p>
          {t(
            'Your account, chats, levels, follows, likes, votes and settings are erased at once. This cannot be undone.',
          )}
        </p>
        <p>
          {t(
            'A paid subscription keeps running at its provider until you cancel it there. Payment records stay with the payment provider as the law requires.',
          )}
        </p>
        {cancelLinks.length > 0 ? (
          <ul className="your-data__links">
            {cancelLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <DialogActions>
          <Button variant="secondary" onClick={() => setConfirm(false)}>
            {t('Cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  forgetSession();
                  browser.assign(langPath('/?deleted=1'));
                },
                onError: (e) => {
                  setConfirm(false);
                  showError(e);
                },
              })
            }
          >
            {t('Delete my account')}
          </Button>
        </DialogActions>
      </Dialog>
    </section>
  );
}
