import { useId } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { browserZoneLabel, formatBrowserDateTime } from '@airsight/contracts/format/date-time';
import { CopyField } from '../../../components/CopyField.tsx';
import {
  ModalDialog,
  ModalDialogActions,
  ModalDialogContent,
  ModalDialogTitle,
} from '../../../components/ModalDialog.tsx';

export interface Invitation {
  userId: string;
  url: string;
  /** ISO 8601, UTC. */
  expires: string;
}

/**
 * A password user's invitation link, just made (a new user, or a new link): the link to send, a Copy
 * button, and until when it works, in the browser's time with its zone. The portal sends no mail: the
 * administrator passes the link on.
 */
export function InvitationDialog({ invitation, onClose }: { invitation: Invitation; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const ms = Date.parse(invitation.expires);
  const expires = `${formatBrowserDateTime(ms)} ${t('inTimeZone', { zone: browserZoneLabel(ms) })}`;
  return (
    <ModalDialog
      open
      onClose={onClose}
      labelledBy={titleId}
      describedBy={textId}
      width="sm"
      data-testid="invitation-dialog"
    >
      <ModalDialogTitle id={titleId}>{t('invitationLink')}</ModalDialogTitle>
      <ModalDialogContent dividers>
        <p id={textId} className="modal-dialog-text" data-testid="invitation-text">
          {t('sendInvitationLink', { userId: invitation.userId, expires })}
        </p>
        <CopyField value={invitation.url} label={t('invitationLink')} testId="invitation-url" />
      </ModalDialogContent>
      <ModalDialogActions>
        <Button onClick={onClose} data-testid="invitation-close">
          {t('close')}
        </Button>
      </ModalDialogActions>
    </ModalDialog>
  );
}
