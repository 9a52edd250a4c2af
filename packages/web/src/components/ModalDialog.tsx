import { useEffect, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { pushModal } from '../lib/modalStack.ts';
import './modalDialog.css';

export interface ModalDialogProps {
  open: boolean;
  /** Escape, a click on the backdrop: the owner decides (it sets `open` to false). */
  onClose: () => void;
  /** The id of the element that names the dialog (its title). */
  labelledBy?: string;
  describedBy?: string;
  /** 'sm': at most 600 px wide, as wide as the screen allows (a list); by default as wide as its content. */
  width?: 'sm';
  children: ReactNode;
  /** data-testid, data-state and the like, on the dialog element. */
  [data: `data-${string}`]: string | undefined;
}

/**
 * A modal dialog on the browser's own `<dialog>` and `showModal()`: the page behind it is inert (assistive
 * technology and the keyboard stay inside), it sits in the top layer above every stacking context, Escape
 * and a click on the backdrop ask the owner to close it, and the focus returns where it was. In the look
 * of MUI's Dialog in the theme (modalDialog.css). It is in the page only while open.
 *
 * Why not MUI's Dialog: its Portal puts the content in the page in a second, synchronous render after the
 * first commit, so a dialog that opens by itself in a transition (the maintenance dialog after sign-in)
 * was still drawn in one long task. Here the content renders in its owner's render, transition included.
 *
 * The focus goes to the element marked `data-autofocus`, else to the dialog itself (as MUI's does: a
 * screen reader reads the title first, and a list's first checkbox is not ticked by a stray Space).
 */
export function ModalDialog({ open, ...props }: ModalDialogProps) {
  return open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  onClose,
  labelledBy,
  describedBy,
  width,
  children,
  ...data
}: Omit<ModalDialogProps, 'open'>) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = ref.current!;
    const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    const popModal = pushModal(dialog);
    (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog).focus();
    // Escape: the owner closes (and unmounts) the dialog, not the browser behind React's back.
    const cancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', cancel);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      popModal();
      if (dialog.open) dialog.close();
      if (returnFocus?.isConnected) returnFocus.focus();
    };
  }, []);

  // The dialog's box is its paper; a click on the element outside that box is a click on the backdrop.
  const backdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) onClose();
  };

  return (
    <dialog
      ref={ref}
      className={width === 'sm' ? 'modal-dialog modal-dialog--sm' : 'modal-dialog'}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={-1}
      onClick={backdropClick}
      {...data}
    >
      {children}
    </dialog>
  );
}

/** The dialog's title: MUI's DialogTitle (h6). */
export function ModalDialogTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="modal-dialog-title">
      {children}
    </h2>
  );
}

/** The dialog's scrolling body; `dividers` draws a line above and below it, as MUI's. */
export function ModalDialogContent({
  dividers = false,
  busy,
  children,
}: {
  dividers?: boolean;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={dividers ? 'modal-dialog-content modal-dialog-content--dividers' : 'modal-dialog-content'}
      aria-busy={busy}
    >
      {children}
    </div>
  );
}

/** The row of buttons at the dialog's foot, at its end. */
export function ModalDialogActions({ children }: { children: ReactNode }) {
  return <div className="modal-dialog-actions">{children}</div>;
}
