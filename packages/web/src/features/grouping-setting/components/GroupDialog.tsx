import { useForm, useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GROUP_NAME_RULE } from '@airsight/contracts/domain/text-rules';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { textRulesResolver } from '../../../lib/formRules.ts';
import { useSaveGroup } from '../api/groupWrites.ts';
import { devicesOf, type GroupRow, type MachineChoice } from '../groupRows.ts';
import { machineKeyOf } from '@airsight/contracts/machine-key';

interface GroupForm {
  groupName: string;
  /** Keys (machineKeyOf) of the machines ticked. */
  machines: string[];
}

const resolver = textRulesResolver<GroupForm>({ groupName: GROUP_NAME_RULE });

export interface GroupDialogProps {
  /** The group edited; undefined adds one. */
  group: GroupRow | undefined;
  deviceGroupId: string;
  choices: readonly MachineChoice[];
  onClose: () => void;
}

/** Part 2 §2: the add and edit dialog of a group: its name and which of the user's machines it holds. */
export function GroupDialog({ group, deviceGroupId, choices, onClose }: GroupDialogProps) {
  const { t } = useTranslation();
  const save = useSaveGroup();
  const form = useForm<GroupForm>({
    mode: 'onChange',
    resolver,
    defaultValues: {
      groupName: group?.groupName ?? '',
      machines: (group?.devices ?? []).map((d) => machineKeyOf(d.modelId, d.serialNo)),
    },
  });
  const adding = group === undefined;
  return (
    <FormDialog
      title={t(adding ? 'addGroup' : 'editGroup')}
      form={form}
      onSubmit={async (values) => {
        await save.mutateAsync({
          ...(group ? { id: group.id } : {}),
          groupName: values.groupName,
          deviceGroupId,
          devices: devicesOf(choices, new Set(values.machines)),
        });
        onClose();
      }}
      onClose={onClose}
      submitLabel={t(adding ? 'register' : 'update')}
      failureText={t(
        adding
          ? 'anErrorOccurredDuringTheGroupAdditionProcess'
          : 'anErrorOccurredDuringTheGroupUpdateProcess',
      )}
      testId="group-dialog"
    >
      <FormTextField
        control={form.control}
        name="groupName"
        label={t('groupName')}
        rule={GROUP_NAME_RULE}
        testId="group-name"
        autoFocus
      />
      <MachineChecklist control={form.control} choices={choices} />
    </FormDialog>
  );
}

/** The user's machines, each with a checkbox: ticked ones belong to the group. */
function MachineChecklist({
  control,
  choices,
}: {
  control: Control<GroupForm>;
  choices: readonly MachineChoice[];
}) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: 'machines' });
  const ticked = new Set(field.value);
  const toggle = (key: string, on: boolean) =>
    field.onChange(choices.map((c) => c.key).filter((k) => (k === key ? on : ticked.has(k))));
  return (
    <fieldset className="group-machines" data-testid="group-machines">
      <legend>{t('machine')}</legend>
      {choices.map((choice) => (
        <label key={choice.key} className="group-machine">
          <input
            type="checkbox"
            checked={ticked.has(choice.key)}
            onChange={(event) => toggle(choice.key, event.target.checked)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
