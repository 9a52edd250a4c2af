/**
 * The form pattern (FormDialog, FormTextField, textRulesResolver) in Chromium: the name's messages from
 * the contracts rule with submit disabled, a failed save that keeps what was typed and says the error in
 * the dialog, and a snackbar raised while the dialog is open shown inside it (not behind it, inert).
 */
import { useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { GROUP_NAME_RULE } from '@airsight/contracts/domain/text-rules';
import { i18n, initI18n } from '../i18n/index.ts';
import { textRulesResolver } from '../lib/formRules.ts';
import { showError } from '../lib/snackbar.ts';
import { FormDialog } from './FormDialog.tsx';
import { FormTextField } from './FormTextField.tsx';
import { SnackbarHost } from './SnackbarHost.tsx';

const resolver = textRulesResolver<{ name: string }>({ name: GROUP_NAME_RULE });

function Harness({ save }: { save: (name: string) => Promise<void> }) {
  const form = useForm<{ name: string }>({ mode: 'onChange', resolver, defaultValues: { name: '' } });
  return (
    <>
      <SnackbarHost />
      <FormDialog
        title="Add group"
        form={form}
        onSubmit={(values) => save(values.name)}
        onClose={() => {}}
        submitLabel="Register"
        failureText="An error occurred during the group addition process."
        testId="form"
      >
        <FormTextField
          control={form.control}
          name="name"
          label="Group name"
          rule={GROUP_NAME_RULE}
          testId="name"
        />
      </FormDialog>
    </>
  );
}

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('en');
});

describe('FormDialog', () => {
  it('says required and at most 20 characters, with submit disabled while invalid', async () => {
    const screen = await render(<Harness save={async () => {}} />);
    const submit = screen.getByTestId('form-submit');
    const helper = screen.getByTestId('name-helper');
    await expect.element(submit).toBeDisabled();
    await userEvent.fill(screen.getByTestId('name').element() as HTMLInputElement, 'x'.repeat(21));
    await expect.element(helper).toHaveTextContent('Please enter within 20 characters.');
    await expect.element(submit).toBeDisabled();
    await userEvent.clear(screen.getByTestId('name').element() as HTMLInputElement);
    await expect.element(helper).toHaveTextContent('This field is required.');
    await expect.element(submit).toBeDisabled();
    await userEvent.fill(screen.getByTestId('name').element() as HTMLInputElement, '組'.repeat(20));
    await expect.element(helper).toHaveTextContent('20 / 20');
    await expect.element(submit).toBeEnabled();
  });

  it('keeps what was typed and says the failure inside the dialog', async () => {
    const screen = await render(<Harness save={() => Promise.reject(new Error('refused'))} />);
    await userEvent.fill(screen.getByTestId('name').element() as HTMLInputElement, 'Line A');
    await userEvent.click(screen.getByTestId('form-submit'));
    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent('An error occurred during the group addition process.');
    await expect.element(screen.getByTestId('name')).toHaveValue('Line A');
    await expect.element(screen.getByTestId('form-submit')).toBeEnabled();
  });

  it('shows a snackbar raised while it is open inside the dialog, where it can be used', async () => {
    const screen = await render(<Harness save={async () => {}} />);
    showError('Network is offline');
    const snackbar = screen.getByTestId('snackbar');
    await expect.element(snackbar).toBeVisible();
    expect(snackbar.element().closest('dialog')).toBe(screen.getByTestId('form').element());
    await userEvent.click(snackbar.getByRole('button', { name: 'Close' }));
    await expect.element(snackbar).not.toBeInTheDocument();
  });
});
