import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_SNACKBAR_MS, hideSnackbar, showSnackbar } from '../lib/snackbar.ts';

const OFFLINE_ID = 'offline';

/**
 * Part 1 §8: while the browser is offline, the snackbar says so in the error colour for 5 seconds; the
 * message goes away when the connection is back.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  useEffect(() => {
    const offline = () =>
      showSnackbar(t('networkIsOffline'), {
        id: OFFLINE_ID,
        severity: 'error',
        autoHideMs: ERROR_SNACKBAR_MS,
        priority: true,
      });
    const online = () => hideSnackbar(OFFLINE_ID);
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    if (!navigator.onLine) offline();
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [t]);
  return null;
}
