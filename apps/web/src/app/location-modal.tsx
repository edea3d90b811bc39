import { useTranslation } from 'react-i18next';
import { ERRORS } from '@app/schema/errors';
import { Button, Dialog, DialogActions } from '@app/ui';
import { closeLocationLogin, locationStore, openLogin } from '../lib/dialogs/index.ts';

export function LocationModal() {
  const open = locationStore.use();
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={closeLocationLogin} title={t('Login required')} dismissible={false} hideClose>
      <p>{t(ERRORS['location.law'])}</p>
      <DialogActions>
        <Button
          onClick={() => {
            closeLocationLogin();
            openLogin();
          }}
        >
          {t('Login')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
