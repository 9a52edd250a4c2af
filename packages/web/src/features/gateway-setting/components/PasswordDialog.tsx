import { useId } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../components/CopyField.tsx';
import {
  ModalDialog,
  ModalDialogActions,
  ModalDialogContent,
  ModalDialogTitle,
} from '../../../components/ModalDialog.tsx';

export interface NewPassword {
  username: string;
  password: string;
}

/**
 * A gateway's password, just made (a new gateway, or a new password): the username and the password with
 * a Copy button, said to be shown this once. The server keeps only its hashes.
 */
export function PasswordDialog({ shown, onClose }: { shown: NewPassword; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <ModalDialog
      open
      onClose={onClose}
      labelledBy={titleId}
      describedBy={textId}
      width="sm"
      data-testid="gateway-password-dialog"
    >
      <ModalDialogTitle id={titleId}>{t('gatewayPassword')}</ModalDialogTitle>
      <ModalDialogContent dividers>
        <p id={textId} className="modal-dialog-text" data-testid="gateway-password-text">
          {t('gatewayPasswordShownOnce', { username: shown.username })}
        </p>
        <p className="modal-dialog-text gateway-password-user" data-testid="gateway-password-username">
          {t('gatewayUsername')}: <code>{shown.username}</code>
        </p>
        <CopyField
          value={shown.password}
          label={t('gatewayPassword')}
          monospace
          testId="gateway-password-value"
        />
      </ModalDialogContent>
      <ModalDialogActions>
        <Button onClick={onClose} data-testid="gateway-password-close">
          {t('close')}
        </Button>
      </ModalDialogActions>
    </ModalDialog>
  );
}
