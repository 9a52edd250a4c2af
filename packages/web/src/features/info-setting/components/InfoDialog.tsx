import { useId } from 'react';
import TextField from '@mui/material/TextField';
import { useController, useForm, type Control, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INFO_NAME_RULE } from '@airsight/contracts/domain/text-rules';
import type { Information } from '@airsight/contracts/http/informations';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { ApiError } from '../../../lib/api.ts';
import { textRulesResolver } from '../../../lib/formRules.ts';
import { useSaveInformation } from '../api/informations.ts';
import { infoProblems, instantOf, readPickedFile, valuesOf, type InfoValues } from '../infoRows.ts';

const textResolver = textRulesResolver<InfoValues>({ infoNm: INFO_NAME_RULE });

/** The name's rule, then the dates and the file (infoRows.ts); an error's type is the message key. */
const resolver: Resolver<InfoValues> = async (values, context, options) => {
  const result = await textResolver(values, context, options);
  const problems = Object.entries(infoProblems(values));
  if (problems.length === 0) return result;
  const errors = Object.fromEntries(problems.map(([name, key]) => [name, { type: key, message: '' }]));
  return { values: {}, errors: { ...result.errors, ...errors } };
};

/** A stale _ts has its own message; anything else is the save's. */
function failureKey(error: unknown) {
  return error instanceof ApiError && error.code === 'TS_CONFLICT'
    ? ('notificationChangedBySomeoneElseReload' as const)
    : ('anErrorOccurredWhileSavingTheNotification' as const);
}

export interface InfoDialogProps {
  /** The announcement edited; undefined adds one. */
  stored: Information | undefined;
  onClose: () => void;
}

/**
 * Part 2 §2, §5: the add and edit dialog of an announcement: its name (required, at most 100, with a
 * counter), from and to in UTC (required, from not after to), and an optional PDF under 10,000,000 bytes;
 * editing, the stored PDF is kept, replaced by a new one, or removed.
 */
export function InfoDialog({ stored, onClose }: InfoDialogProps) {
  const { t } = useTranslation();
  const save = useSaveInformation();
  const form = useForm<InfoValues>({ mode: 'onChange', resolver, defaultValues: valuesOf(stored) });
  const adding = stored === undefined;
  return (
    <FormDialog
      title={t(adding ? 'addNotification' : 'editNotification')}
      form={form}
      onSubmit={async (values) => {
        await save.mutateAsync({
          stored,
          body: {
            infoNm: values.infoNm,
            startDatetime: instantOf(values.start),
            endDatetime: instantOf(values.end),
            ...(values.file ? { infoFileBase64: values.file.base64, infoFileName: values.file.name } : {}),
            ...(!values.file && values.removeFile ? { isInfoFileDelete: true } : {}),
          },
        });
        onClose();
      }}
      onClose={onClose}
      submitLabel={t(adding ? 'register' : 'update')}
      failureText={(error) => t(failureKey(error))}
      testId="info-dialog"
    >
      <FormTextField
        control={form.control}
        name="infoNm"
        label={t('notificationName')}
        rule={INFO_NAME_RULE}
        testId="info-name"
        autoFocus
      />
      <DateTimeField control={form.control} name="start" label={t('fromUtc')} />
      <DateTimeField control={form.control} name="end" label={t('toUtc')} />
      <AttachmentField control={form.control} storedName={stored?.infoFileName ?? null} />
    </FormDialog>
  );
}

/** A required date and time in UTC (the browser's own picker), its error the message key. */
function DateTimeField({
  control,
  name,
  label,
}: {
  control: Control<InfoValues>;
  name: 'start' | 'end';
  label: string;
}) {
  const { t } = useTranslation();
  // From and to are judged together: a change of one says (or clears) the other's inappropriateDate too.
  const { field, fieldState } = useController({
    control,
    name,
    rules: { deps: [name === 'start' ? 'end' : 'start'] },
  });
  const error = fieldState.isTouched || fieldState.isDirty ? fieldState.error?.type : undefined;
  return (
    <TextField
      {...field}
      type="datetime-local"
      label={label}
      required
      error={error !== undefined}
      helperText={error ? t(error as 'requiredField') : ' '}
      fullWidth
      size="small"
      margin="dense"
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': `info-${name}` },
        formHelperText: { 'data-testid': `info-${name}-helper` } as object,
      }}
    />
  );
}

/** The PDF: the stored one's name with a remove box, and a file picker for a new one. */
function AttachmentField({
  control,
  storedName,
}: {
  control: Control<InfoValues>;
  storedName: string | null;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const file = useController({ control, name: 'file' });
  const remove = useController({ control, name: 'removeFile' });
  const error = file.fieldState.error?.type;
  return (
    <fieldset className="info-attachment" data-testid="info-attachment">
      <legend>{t('attachedFile')}</legend>
      {storedName !== null && !file.field.value ? (
        <label className="info-attachment-row">
          <input
            type="checkbox"
            checked={remove.field.value}
            onChange={(event) => remove.field.onChange(event.target.checked)}
            data-testid="info-remove-file"
          />
          {t('removeAttachment', { name: storedName })}
        </label>
      ) : null}
      <label htmlFor={inputId} className="info-attachment-label">
        {t('pdf')}
      </label>
      <input
        id={inputId}
        type="file"
        accept=".pdf,application/pdf"
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error !== undefined}
        data-testid="info-file"
        onChange={async (event) => {
          const picked = event.target.files?.[0];
          file.field.onChange(picked ? await readPickedFile(picked) : null);
        }}
      />
      {error ? (
        <p id={errorId} className="info-attachment-error" role="alert" data-testid="info-file-error">
          {t(error as 'onlyAcceptPdfFiles')}
        </p>
      ) : null}
    </fieldset>
  );
}
