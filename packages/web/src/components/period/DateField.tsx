import { useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  isDateFieldKey,
  keepDateCharacters,
  normaliseDateText,
  type DateFieldKind,
} from '../../lib/period.ts';

export interface DateFieldProps {
  label: string;
  /** The committed value: YYYY-MM-DD (YYYY-MM for a month field), or '' for none. */
  value: string;
  /**
   * Called on blur or Enter with the normalised text, or null when the text is not a real date (the field
   * then shows invalidDateEntered under itself).
   */
  onCommit: (value: string | null) => void;
  kind?: DateFieldKind;
  /** A message about the field from outside (e.g. "to" before "from"); the field's own error comes first. */
  error?: string | undefined;
  testId?: string;
  disabled?: boolean;
}

/**
 * A date or month text field with the rules of part 2 §5: only digits, hyphen and navigation keys go in;
 * on blur or Enter the text must be 8 digits (6 for a month) or the hyphenated form, of a real date, and
 * becomes YYYY-MM-DD (YYYY-MM); otherwise invalidDateEntered shows under the field, linked to it by
 * aria-describedby (MUI links the helper text). A text field rather than the browser's date picker: the rules and the format are the
 * same in every browser and language, and the keyboard works as in any text box.
 */
export function DateField({
  label,
  value,
  onCommit,
  kind = 'date',
  error,
  testId,
  disabled,
}: DateFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [invalid, setInvalid] = useState(false);

  // A new committed value from outside (another period chosen) replaces what was typed.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(value);
    setInvalid(false);
  }

  const commit = () => {
    const normalised = normaliseDateText(text, kind);
    setInvalid(normalised === null);
    if (normalised !== null) setText(normalised);
    onCommit(normalised);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isDateFieldKey(event.key, event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      return;
    }
    if (event.key === 'Enter') commit();
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const input = event.currentTarget;
    const pasted = keepDateCharacters(event.clipboardData.getData('text'));
    const start = input.selectionStart ?? text.length;
    const end = input.selectionEnd ?? text.length;
    setText(text.slice(0, start) + pasted + text.slice(end));
  };

  const message = invalid ? t('invalidDateEntered') : error;
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      disabled={disabled}
      placeholder={kind === 'date' ? 'YYYY-MM-DD' : 'YYYY-MM'}
      error={Boolean(message)}
      helperText={message ?? ' '}
      onChange={(event) => setText(keepDateCharacters(event.target.value))}
      onBlur={commit}
      onKeyDown={onKeyDown}
      onPaste={onPaste}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          maxLength: kind === 'date' ? 10 : 7,
          autoComplete: 'off',
          ...(testId ? { 'data-testid': testId } : {}),
        },
      }}
      sx={{ width: kind === 'date' ? 170 : 140 }}
    />
  );
}
