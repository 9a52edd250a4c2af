import { useTranslation } from 'react-i18next';
import { showError, showSnackbar } from '../lib/snackbar.ts';
import { ActionButton } from './ActionButton.tsx';
import './copyField.css';

/**
 * A value to hand on (an invitation link, a gateway's new password): read-only, selected whole on focus,
 * with a Copy button that says whether the clipboard took it. Focused first in its dialog.
 */
export function CopyField({
  value,
  label,
  monospace = false,
  testId,
}: {
  value: string;
  label: string;
  monospace?: boolean;
  /** `<testId>` on the field, `<testId>-copy` on the button. */
  testId: string;
}) {
  const { t } = useTranslation();
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => showSnackbar(t('copied'), { severity: 'success' }),
      () => showError(t('copyFailed')),
    );
  return (
    <div className="copy-field">
      <input
        className={monospace ? 'copy-field-value copy-field-value--mono' : 'copy-field-value'}
        readOnly
        value={value}
        aria-label={label}
        onFocus={(event) => event.currentTarget.select()}
        data-testid={testId}
        data-autofocus=""
      />
      <ActionButton icon="contentCopy" onClick={() => void copy()} data-testid={`${testId}-copy`}>
        {t('copy')}
      </ActionButton>
    </div>
  );
}
