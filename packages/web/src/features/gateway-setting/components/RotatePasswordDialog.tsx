import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { GatewayWithPassword } from '@airsight/contracts/http/gateways';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { gatewayFailureText, useRotatePassword } from '../api/gateways.ts';
import type { GatewayRow } from '../gatewayRows.ts';

/** The confirmation of a new password for a gateway: the old one stops working at once. */
export function RotatePasswordDialog({
  row,
  onRotated,
  onClose,
}: {
  row: GatewayRow;
  onRotated: (answer: GatewayWithPassword) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const rotate = useRotatePassword();
  const form = useForm({ mode: 'onChange' });
  return (
    <FormDialog
      title={t('newGatewayPassword')}
      form={form}
      onSubmit={async () => {
        onRotated(await rotate.mutateAsync(row.username));
      }}
      onClose={onClose}
      submitLabel={t('makeNewPassword')}
      failureText={(error) => gatewayFailureText(t, 'anErrorOccurredWhileChangingThePassword', error)}
      testId="rotate-password-dialog"
    >
      <p className="modal-dialog-text" data-testid="rotate-password-text">
        {t('newGatewayPasswordConfirm', { username: row.username })}
      </p>
    </FormDialog>
  );
}
