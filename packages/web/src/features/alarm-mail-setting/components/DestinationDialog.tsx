import { useId } from 'react';
import { useController, useForm, type Control, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAIL_ADDRESS_RULE, MAIL_USER_NAME_RULE } from '@airsight/contracts/domain/text-rules';
import type { AlarmLevelNumber } from '@airsight/contracts/presentation/alarm-levels';
import { SelectField } from '../../../components/SelectField.tsx';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { ApiError } from '../../../lib/api.ts';
import { textRulesResolver } from '../../../lib/formRules.ts';
import { useSaveDestination } from '../api/destinations.ts';
import {
  destinationFields,
  LANGUAGES,
  LEVELS,
  NEW_DESTINATION,
  valuesOf,
  type DestinationRow,
  type DestinationValues,
  type MailSubject,
} from '../destinationRows.ts';

const textResolver = textRulesResolver<DestinationValues>({
  mail: MAIL_ADDRESS_RULE,
  userName: MAIL_USER_NAME_RULE,
});

/** The text rules, and at least one alarm level (its error's type is the message key). */
const resolver: Resolver<DestinationValues> = async (values, context, options) => {
  const result = await textResolver(values, context, options);
  if (values.levels.length > 0) return result;
  return {
    values: {},
    errors: { ...result.errors, levels: { type: 'selectAtLeastOneAlarmLevel', message: '' } },
  };
};

/** The failure said in the dialog: a stale version and a repeated address have their own message. */
function failureKey(error: unknown) {
  if (error instanceof ApiError && error.code === 'VERSION_CONFLICT') {
    return 'destinationChangedBySomeoneElseReload' as const;
  }
  if (error instanceof ApiError && error.code === 'DUPLICATE_DESTINATION')
    return 'mailAddressAlreadySet' as const;
  return 'anErrorOccurredWhileSavingTheDestination' as const;
}

export interface DestinationDialogProps {
  /** The destination edited; undefined adds one to `subject`. */
  row: DestinationRow | undefined;
  subject: MailSubject;
  onClose: () => void;
}

/**
 * Part 2 §2: the add and edit dialog of an alarm-mail destination: address, name, language of the mails,
 * alarm levels (all three on when adding; at least one) and whether the recovery is mailed too. An edit
 * sends the version read; someone else's change meanwhile answers 409, said in the dialog.
 */
export function DestinationDialog({ row, subject, onClose }: DestinationDialogProps) {
  const { t } = useTranslation();
  const save = useSaveDestination();
  const form = useForm<DestinationValues>({
    mode: 'onChange',
    resolver,
    defaultValues: row ? valuesOf(row.record) : NEW_DESTINATION,
  });
  const adding = row === undefined;
  return (
    <FormDialog
      title={t(adding ? 'addMailDestination' : 'editMailDestination')}
      form={form}
      onSubmit={async (values) => {
        const fields = destinationFields(values, subject);
        await save.mutateAsync(row ? { fields, record: row.record } : { fields });
        onClose();
      }}
      onClose={onClose}
      submitLabel={t(adding ? 'register' : 'update')}
      failureText={(error) => t(failureKey(error))}
      testId="mail-dialog"
    >
      <FormTextField
        control={form.control}
        name="mail"
        label={t('notificationEmailAddress')}
        rule={MAIL_ADDRESS_RULE}
        testId="mail-address"
        autoFocus
      />
      <FormTextField
        control={form.control}
        name="userName"
        label={t('name')}
        rule={MAIL_USER_NAME_RULE}
        testId="mail-name"
      />
      <SelectField
        label={t('language')}
        options={LANGUAGES.map((l) => ({ value: l.locale, label: t(l.key) }))}
        testId="mail-language"
        {...form.register('locale', { valueAsNumber: true })}
      />
      <LevelChecks control={form.control} />
      <label className="mail-check">
        <input type="checkbox" data-testid="mail-recovery" {...form.register('notifyRecovery')} />
        {t('notifyOnRecovery')}
      </label>
    </FormDialog>
  );
}

/** The alarm levels E, C, M, a checkbox each; none ticked is an error said under them. */
function LevelChecks({ control }: { control: Control<DestinationValues> }) {
  const { t } = useTranslation();
  const errorId = useId();
  const { field, fieldState } = useController({ control, name: 'levels' });
  const ticked = new Set<number>(field.value);
  const toggle = (level: AlarmLevelNumber, on: boolean) =>
    field.onChange(LEVELS.map((l) => l.level).filter((l) => (l === level ? on : ticked.has(l))));
  const error = fieldState.error?.type;
  return (
    <fieldset
      className="mail-levels"
      data-testid="mail-levels"
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{t('alarmLevel')}</legend>
      {LEVELS.map((l) => (
        <label key={l.level} className="mail-check">
          <input
            type="checkbox"
            checked={ticked.has(l.level)}
            onChange={(event) => toggle(l.level, event.target.checked)}
            data-testid={`mail-level-${l.level}`}
          />
          {t(l.key)}
        </label>
      ))}
      {error ? (
        <p id={errorId} className="mail-levels-error" role="alert" data-testid="mail-levels-error">
          {t('selectAtLeastOneAlarmLevel')}
        </p>
      ) : null}
    </fieldset>
  );
}
