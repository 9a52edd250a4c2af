import { useMemo } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  GATEWAY_NOTE_RULE,
  GATEWAY_SERIAL_RULE,
  GATEWAY_USERNAME_RULE,
} from '@airsight/contracts/domain/gateway-admin';
import type { Gateway, GatewayWithPassword } from '@airsight/contracts/http/gateways';
import { machineKeyOf } from '@airsight/contracts/machine-key';
import { useFleetDevices } from '../../../api/fleet/getFleetDevices.ts';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { textRulesResolver } from '../../../lib/formRules.ts';
import { indentedLabel, type GroupChoice } from '../../../lib/groupChoices.ts';
import { labelledMachines } from '../../../lib/names.ts';
import { gatewayFailureText, useSaveGateway } from '../api/gateways.ts';
import { valuesOf, type GatewayValues } from '../gatewayRows.ts';

const NO_REFRESH_MS = 0;

const addResolver = textRulesResolver<GatewayValues>({
  username: GATEWAY_USERNAME_RULE,
  serialNo: GATEWAY_SERIAL_RULE,
  note: GATEWAY_NOTE_RULE,
});
const editResolver = textRulesResolver<GatewayValues>({ note: GATEWAY_NOTE_RULE });

const toggled = (list: readonly string[], item: string, on: boolean) =>
  on ? [...list, item] : list.filter((x) => x !== item);

export interface GatewayDialogProps {
  /** The gateway edited; undefined adds one. */
  gateway: Gateway | undefined;
  /** The caller's device groups in tree order. */
  groups: readonly GroupChoice[];
  defaultGroupId: string;
  /** After a save: a new gateway's password answer, or null after an edit. */
  onSaved: (answer: GatewayWithPassword | null) => void;
  onClose: () => void;
}

/**
 * The add and edit dialog of a gateway: username and serial number (adding only), device group (the
 * caller's, indented by depth), a note with its counter, the machines behind it (those under the chosen
 * group, by customer's machine number) and the device groups it may publish for.
 */
export function GatewayDialog({ gateway, groups, defaultGroupId, onSaved, onClose }: GatewayDialogProps) {
  const { t } = useTranslation();
  const save = useSaveGateway();
  const adding = gateway === undefined;
  const form = useForm<GatewayValues>({
    mode: 'onChange',
    resolver: adding ? addResolver : editResolver,
    defaultValues: valuesOf(gateway, defaultGroupId),
  });
  const deviceGroupId = useWatch({ control: form.control, name: 'deviceGroupId' });
  const fleet = useFleetDevices(deviceGroupId, { refreshMs: NO_REFRESH_MS, silent: true });
  const under = useMemo(() => fleet.data?.fleet_device_list ?? [], [fleet.data]);
  const offered = useMemo(() => labelledMachines(under), [under]);
  const machines = useController({ control: form.control, name: 'machines' });
  const assigned = useController({ control: form.control, name: 'groups' });
  const ticked = new Set(machines.field.value);
  const groupsTicked = new Set(assigned.field.value);

  return (
    <FormDialog
      title={t(adding ? 'addGateway' : 'editGateway')}
      form={form}
      onSubmit={async (values) => {
        onSaved(await save.mutateAsync({ stored: gateway, values, under }));
      }}
      onClose={onClose}
      submitLabel={t(adding ? 'register' : 'update')}
      failureText={(error) => gatewayFailureText(t, 'anErrorOccurredWhileSavingTheGateway', error)}
      testId="gateway-dialog"
    >
      {adding ? (
        <>
          <FormTextField
            control={form.control}
            name="username"
            label={t('gatewayUsername')}
            rule={GATEWAY_USERNAME_RULE}
            testId="gateway-username"
            autoFocus
          />
          <FormTextField
            control={form.control}
            name="serialNo"
            label={t('serialNumber')}
            rule={GATEWAY_SERIAL_RULE}
            testId="gateway-serial"
          />
        </>
      ) : (
        <p className="modal-dialog-text gateway-dialog-id" data-testid="gateway-username-text">
          {t('gatewayUsername')}: {gateway.username}
          <br />
          {t('serialNumber')}: {gateway.serialNo}
        </p>
      )}
      <SelectField
        label={t('deviceGroup')}
        options={groups.map((g) => ({ value: g.id, label: indentedLabel(g) }))}
        testId="gateway-group"
        {...form.register('deviceGroupId')}
      />
      <FormTextField
        control={form.control}
        name="note"
        label={t('gatewayNote')}
        rule={GATEWAY_NOTE_RULE}
        testId="gateway-note"
        autoFocus={!adding}
      />
      <fieldset className="gateway-choices" data-testid="gateway-machines">
        <legend>{t('gatewayMachines')}</legend>
        {fleet.isPending && fleet.fetchStatus !== 'idle' ? (
          // A text, as a table's loading body: LoadingBar's progress bar would join the form screens' chunks.
          <p className="gateway-choices-empty" data-testid="gateway-machines-loading">
            {t('loading')}
          </p>
        ) : offered.length === 0 ? (
          <p className="gateway-choices-empty">{t('noMachinesInGroup')}</p>
        ) : (
          <div className="gateway-choices-list">
            {offered.map(({ machine, label }) => {
              const key = machineKeyOf(machine.model_id, machine.serial_no);
              return (
                <label key={key} className="gateway-check">
                  <input
                    type="checkbox"
                    checked={ticked.has(key)}
                    onChange={(event) =>
                      machines.field.onChange(toggled(machines.field.value, key, event.target.checked))
                    }
                    data-testid="gateway-machine"
                    data-serial={machine.serial_no}
                  />
                  {label}
                </label>
              );
            })}
          </div>
        )}
      </fieldset>
      <fieldset className="gateway-choices" data-testid="gateway-groups">
        <legend>{t('gatewayGroups')}</legend>
        <p className="gateway-choices-hint">{t('gatewayGroupsHint')}</p>
        <div className="gateway-choices-list">
          {groups.map((g) => (
            <label key={g.id} className="gateway-check" style={{ paddingInlineStart: `${g.depth * 16}px` }}>
              <input
                type="checkbox"
                checked={groupsTicked.has(g.id)}
                onChange={(event) =>
                  assigned.field.onChange(toggled(assigned.field.value, g.id, event.target.checked))
                }
                data-testid="gateway-assigned-group"
                data-group={g.id}
              />
              {g.name}
            </label>
          ))}
        </div>
      </fieldset>
    </FormDialog>
  );
}
