import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { gatewayFailureText, useRemoveGateway } from '../api/gateways.ts';
import type { GatewayRow } from '../gatewayRows.ts';

/** The confirmation of a gateway's removal: its password stops working with it. */
export function RemoveGatewayDialog({ row, onClose }: { row: GatewayRow; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useRemoveGateway();
  const form = useForm({ mode: 'onChange' });
  return (
    <FormDialog
      title={t('removeGateway')}
      form={form}
      onSubmit={async () => {
        await remove.mutateAsync(row.username);
        onClose();
      }}
      onClose={onClose}
      submitLabel={t('delete')}
      failureText={(error) => gatewayFailureText(t, 'anErrorOccurredWhileRemovingTheGateway', error)}
      testId="remove-gateway-dialog"
    >
      <p className="modal-dialog-text">{t('removeTheFollowingGateway')}</p>
      <ul data-testid="remove-gateway-dialog-list">
        <li>
          {row.username} ({row.serialNo})
        </li>
      </ul>
    </FormDialog>
  );
}
