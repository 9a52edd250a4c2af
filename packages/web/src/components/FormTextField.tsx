import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { charCount, type TextRule } from '@airsight/contracts/domain/text-rules';
import { problemText } from '../lib/formRules.ts';

export interface FormTextFieldProps<V extends FieldValues> {
  control: Control<V>;
  name: FieldPath<V>;
  label: string;
  /** The field's rule from contracts: the counter's maximum (the resolver checks the rule). */
  rule: TextRule;
  testId: string;
  autoFocus?: boolean;
}

/**
 * A text field of a FormDialog: MUI's TextField bound to the form, its error the specification's message
 * (e.g. requiredField, pleaseEnterWithinCharacters) once the user has typed in it or left it, else a counter
 * "n / max". The field is marked required and invalid for assistive technology.
 */
export function FormTextField<V extends FieldValues>({
  control,
  name,
  label,
  rule,
  testId,
  autoFocus,
}: FormTextFieldProps<V>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  // Edited once: emptied again, the field is back at its default (not dirty) and must still say so.
  const [edited, setEdited] = useState(false);
  const value = typeof field.value === 'string' ? field.value : '';
  const shown = fieldState.error && (edited || fieldState.isTouched) ? fieldState.error : undefined;
  const problem = shown ? problemText(String(shown.type), shown.message) : undefined;
  return (
    <TextField
      {...field}
      onChange={(event) => {
        setEdited(true);
        field.onChange(event);
      }}
      value={value}
      label={label}
      required={rule.required}
      error={problem !== undefined}
      helperText={
        problem
          ? t(problem.key, { num: problem.num, max: problem.num })
          : t('characterCount', { num: charCount(value), max: rule.maxLength })
      }
      fullWidth
      size="small"
      margin="dense"
      slotProps={{
        htmlInput: { 'data-testid': testId, ...(autoFocus ? { 'data-autofocus': '' } : {}) },
        formHelperText: { 'data-testid': `${testId}-helper` } as object,
      }}
    />
  );
}
