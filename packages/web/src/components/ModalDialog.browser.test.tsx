/**
 * The modal dialog on the browser's <dialog> in Chromium: modal (the page behind is inert), Escape and
 * a click on the backdrop ask the owner to close it while a click inside does not, the focus goes to the
 * marked element and back to the opener, and a closed dialog is gone from the page.
 */
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { ModalDialog, ModalDialogActions, ModalDialogContent, ModalDialogTitle } from './ModalDialog.tsx';

function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <ModalDialog open={open} onClose={close} labelledBy="title" data-testid="dialog">
        <ModalDialogTitle id="title">Question</ModalDialogTitle>
        <ModalDialogContent>
          <p className="modal-dialog-text">Go on?</p>
        </ModalDialogContent>
        <ModalDialogActions>
          <button type="button">cancel</button>
          <button type="button" data-autofocus="">
            ok
          </button>
        </ModalDialogActions>
      </ModalDialog>
    </>
  );
}

async function opened(onClose = vi.fn()) {
  const screen = await render(<Harness onClose={onClose} />);
  await userEvent.click(screen.getByRole('button', { name: 'open' }));
  const dialog = screen.getByRole('dialog', { name: 'Question' });
  await expect.element(dialog).toBeVisible();
  return { screen, dialog, onClose };
}

describe('ModalDialog', () => {
  it('is not in the page while closed', async () => {
    const screen = await render(<Harness onClose={() => {}} />);
    expect(screen.container.querySelector('dialog')).toBeNull();
  });

  it('opens as a modal dialog with the focus on the marked button', async () => {
    const { screen, dialog } = await opened();
    expect(dialog.element().matches(':modal')).toBe(true);
    await expect.element(screen.getByRole('button', { name: 'ok' })).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to the opener', async () => {
    const { screen, onClose } = await opened();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.container.querySelector('dialog')).toBeNull();
    await expect.element(screen.getByRole('button', { name: 'open' })).toHaveFocus();
  });

  it('closes on a click on the backdrop, not on a click inside', async () => {
    const { screen, dialog, onClose } = await opened();
    await userEvent.click(screen.getByText('Go on?'));
    expect(onClose).not.toHaveBeenCalled();
    const box = dialog.element().getBoundingClientRect();
    // A click on the backdrop reaches the dialog element, outside its box.
    dialog
      .element()
      .dispatchEvent(
        new MouseEvent('click', { bubbles: true, clientX: box.left - 10, clientY: box.top - 10 }),
      );
    expect(onClose).toHaveBeenCalledTimes(1);
    await expect.element(dialog).not.toBeInTheDocument();
  });
});
