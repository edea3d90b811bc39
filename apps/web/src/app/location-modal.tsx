import { useTranslation } from 'react-i18next';
import { MESSAGES } from '../lib/constants.ts';
import { Button, Dialog, DialogActions } from '@app/ui';
import { createStore } from '../lib/store.ts';
import { openLogin } from './login-dialog.tsx';

const locationStore = createStore(false);

/** Location law (spec §8): only signed-in players with an active paid subscription may continue. */
export function openLocationLogin(): void {
  locationStore.set(true);
}

export function LocationModal() {
  const open = locationStore.use();
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={() => locationStore.set(false)} title={t('Login required')} dismissible={false} hideClose>
      <p>{t(MESSAGES.locationLaw)}</p>
      <DialogActions>
        <Button onClick={() => { locationStore.set(false); openLogin(); }}>{t('Login')}</Button>
      </DialogActions>
    </Dialog>
  );
}
