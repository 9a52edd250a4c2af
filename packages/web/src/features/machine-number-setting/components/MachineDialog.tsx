import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_MACHINE_NUMBER_RULE } from '@airsight/contracts/domain/text-rules';
import type { Device } from '@airsight/contracts/http/master-info';
import { SelectField } from '../../../components/SelectField.tsx';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { LoadingBar } from '../../../components/LoadingBar.tsx';
import { ApiError } from '../../../lib/api.ts';
import { textRulesResolver } from '../../../lib/formRules.ts';
import { useMachineRecord } from '../api/getMachineRecord.ts';
import { useSaveMachine } from '../api/saveMachine.ts';
import type { MachineRow } from '../machineRows.ts';

interface MachineForm {
  number: string;
  /** The group's id; '' is the blank entry (no group). */
  groupId: string;
}

const resolver = textRulesResolver<MachineForm>({ number: CUSTOMER_MACHINE_NUMBER_RULE });

export interface MachineDialogProps {
  machine: MachineRow;
  deviceGroupId: string;
  groups: readonly { id: string; groupName: string }[];
  onClose: () => void;
}

/**
 * Part 2 §2: the edit dialog of a machine: its customer's machine number (at most 40 characters) and its
 * group (the blank entry takes it out of its group). The record is read afresh when the dialog opens; its
 * version makes a change someone else saved meanwhile a 409, said in the dialog.
 */
export function MachineDialog({ machine, ...rest }: MachineDialogProps) {
  const record = useMachineRecord(machine.modelId, machine.serialNo);
  if (!record.data) return <LoadingDialog onClose={rest.onClose} />;
  return <MachineForm machine={machine} record={record.data} {...rest} />;
}

function LoadingDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm({ mode: 'onChange' });
  return (
    <FormDialog
      title={t('editMachine')}
      form={form}
      onSubmit={async () => {}}
      onClose={onClose}
      submitLabel={t('update')}
      failureText=""
      testId="machine-dialog"
    >
      <LoadingBar />
    </FormDialog>
  );
}

function MachineForm({
  machine,
  record,
  deviceGroupId,
  groups,
  onClose,
}: MachineDialogProps & { record: Device }) {
  const { t } = useTranslation();
  const save = useSaveMachine();
  const form = useForm<MachineForm>({
    mode: 'onChange',
    resolver,
    defaultValues: { number: record.optional_info_2 ?? '', groupId: machine.groupId ?? '' },
  });
  return (
    <FormDialog
      title={t('editMachine')}
      form={form}
      onSubmit={async (values) => {
        await save.mutateAsync({
          record,
          number: values.number,
          deviceGroupId,
          groupId: values.groupId === '' ? null : values.groupId,
          oldGroupId: machine.groupId,
        });
        onClose();
      }}
      onClose={onClose}
      submitLabel={t('update')}
      failureText={(error) =>
        error instanceof ApiError && error.status === 409
          ? t('changedBySomeoneElseReload')
          : t('anErrorOccurredDuringTheGroupUpdateProcess')
      }
      testId="machine-dialog"
    >
      <p className="modal-dialog-text" data-testid="machine-serial">
        {t('serialNumber')}: {machine.serialNo}
      </p>
      <FormTextField
        control={form.control}
        name="number"
        label={t('customersMachineNumber')}
        rule={CUSTOMER_MACHINE_NUMBER_RULE}
        testId="machine-number"
        autoFocus
      />
      <SelectField
        label={t('groupName')}
        options={[
          { value: '', label: t('noGroup') },
          ...groups.map((g) => ({ value: g.id, label: g.groupName })),
        ]}
        testId="machine-group"
        {...form.register('groupId')}
      />
    </FormDialog>
  );
}
