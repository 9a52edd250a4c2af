import { useSyncExternalStore } from 'react';
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { isLoading, subscribeLoading } from '../lib/loading.ts';

/** The global loading overlay: covers the page while any call marked as loading runs. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const active = useSyncExternalStore(subscribeLoading, isLoading, isLoading);
  if (!active) return null;
  return (
    <Backdrop
      open
      data-testid="loading-overlay"
      aria-busy="true"
      sx={(theme) => ({ zIndex: theme.zIndex.modal + 1, color: theme.palette.common.white })}
    >
      <CircularProgress color="inherit" aria-label={t('loading')} />
    </Backdrop>
  );
}
