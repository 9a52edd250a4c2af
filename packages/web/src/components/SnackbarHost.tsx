import { useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { useTopModal } from '../lib/modalStack.ts';
import { currentSnackbar, hideSnackbar, subscribeSnackbar, type SnackbarMessage } from '../lib/snackbar.ts';

/**
 * Shows the snackbar service's current message (part 1 §2): text, colour by severity, its own timeout,
 * multi-line text and a Close button. The element leaves the page once the message is closed.
 *
 * While a modal dialog is open the rest of the page is inert and beneath it, so the snackbar is rendered
 * inside the top dialog (fixed to the window as before): a message raised then is seen, and its Close
 * button works.
 */
export function SnackbarHost() {
  const { t } = useTranslation();
  const current = useSyncExternalStore(subscribeSnackbar, currentSnackbar, currentSnackbar);
  const modal = useTopModal();
  // Keeps the closing message on screen while it fades out.
  const [last, setLast] = useState<SnackbarMessage | null>(null);
  if (current !== null && current !== last) setLast(current);
  const shown = current ?? last;
  if (!shown) return null;

  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    hideSnackbar(shown.id);
  };

  const snackbar = (
    <Snackbar
      key={shown.id}
      open={current !== null && current.id === shown.id}
      autoHideDuration={shown.autoHideMs}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ transition: { onExited: () => setLast(null) } }}
      data-testid="snackbar"
    >
      <Alert
        variant="filled"
        severity={shown.severity}
        data-severity={shown.severity}
        action={
          <Button color="inherit" size="small" onClick={() => close()} aria-label={t('close')}>
            {t('close')}
          </Button>
        }
        sx={{
          width: '100%',
          maxWidth: 640,
          alignItems: 'center',
          whiteSpace: shown.multiline ? 'pre-line' : 'normal',
          overflowWrap: 'anywhere',
        }}
      >
        {shown.message}
      </Alert>
    </Snackbar>
  );
  return modal ? createPortal(snackbar, modal) : snackbar;
}
