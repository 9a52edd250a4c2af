import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api.ts';
import { ModalDialog, ModalDialogActions, ModalDialogContent, ModalDialogTitle } from './ModalDialog.tsx';

export interface FormDialogProps<V extends FieldValues> {
  title: string;
  /** The form of react-hook-form, made with `textRulesResolver` and `mode: 'onChange'`. */
  form: UseFormReturn<V>;
  /** Saves; a throw keeps the dialog open with what the user typed, `failureText` said inside it. */
  onSubmit: (values: V) => Promise<void>;
  onClose: () => void;
  submitLabel: string;
  /**
   * The specification's message of a failed save (e.g. anErrorOccurredDuringTheGroupAdditionProcess), or
   * one by the error (a stale version: changedBySomeoneElseReload).
   */
  failureText: string | ((error: unknown) => string);
  testId: string;
  children: ReactNode;
}

/**
 * The one form pattern of every add, edit and delete dialog (docs/ARCHITECTURE.md §3, "Forms"): a
 * ModalDialog holding a form of react-hook-form. Submit is disabled while the form is invalid or saving;
 * a failed save keeps the values and says the failure in the dialog (role="alert") with the server's
 * message, rather than in a snackbar. The owner closes the dialog after a save.
 */
export function FormDialog<V extends FieldValues>({
  title,
  form,
  onSubmit,
  onClose,
  submitLabel,
  failureText,
  testId,
  children,
}: FormDialogProps<V>) {
  const { t } = useTranslation();
  const titleId = useId();
  const [failure, setFailure] = useState<{ text: string; detail: string } | null>(null);
  const { isValid, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure({
        text: typeof failureText === 'function' ? failureText(error) : failureText,
        detail: error instanceof ApiError ? error.message : String(error),
      });
    }
  });

  return (
    <ModalDialog open onClose={onClose} labelledBy={titleId} width="sm" data-testid={testId}>
      <form className="modal-dialog-form" noValidate onSubmit={(event) => void submit(event)}>
        <ModalDialogTitle id={titleId}>{title}</ModalDialogTitle>
        <ModalDialogContent dividers busy={isSubmitting}>
          {children}
          {failure !== null && (
            <p className="modal-dialog-error" role="alert" data-testid={`${testId}-error`}>
              {failure.text}
              <br />
              {failure.detail}
            </p>
          )}
        </ModalDialogContent>
        <ModalDialogActions>
          <Button onClick={onClose} data-testid={`${testId}-cancel`}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!isValid || isSubmitting}
            data-testid={`${testId}-submit`}
          >
            {submitLabel}
          </Button>
        </ModalDialogActions>
      </form>
    </ModalDialog>
  );
}
