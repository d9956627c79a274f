import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from './button.tsx';
import './modal.css';

type ModalProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom right. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** While true, Esc and the close button do nothing (a save is running). */
  locked?: boolean;
};

/**
 * A modal dialog on the native <dialog>: showModal() makes the page behind it inert (the focus
 * stays inside), Esc closes it, focus returns to where it was when it closes.
 *
 * @example <Modal open={ledOpen.value} title="Update LED Settings" onClose={closeLed}>…</Modal>
 */
export function Modal({ open, title, onClose, children, footer, size = 'md', locked = false }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const before = document.activeElement as HTMLElement | null;
    dialog.showModal();
    // showModal focuses the first control (the ×); a dialog may name a better first stop
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      dialog.close();
      before?.focus?.();
    };
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`modal modal--${size}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (!locked) onClose();
      }}
    >
      <header className="modal__head">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="modal__close" aria-label="Close" disabled={locked} onClick={onClose}>
          ×
        </button>
      </header>
      <div className="modal__body">{children}</div>
      {footer ? <footer className="modal__foot">{footer}</footer> : null}
    </dialog>
  );
}

type ConfirmProps = {
  open: boolean;
  /** The question, e.g. 'Are you sure you want to permanently delete this Gamepod?'. */
  message: string;
  title?: string;
  onYes: () => void;
  onNo: () => void;
  /** The confirmed action runs: Yes shows a spinner, both buttons and Esc wait. */
  busy?: boolean;
  yesLabel?: string;
  noLabel?: string;
};

/**
 * A Yes/No confirmation, as deletes ask for. No is focused first, so Enter never
 * deletes by accident.
 *
 * @example <ConfirmModal open={!!pending.value} message="Are you sure you want to delete selected time entry ?"
 *   busy={deleting.value} onYes={confirmDelete} onNo={cancelDelete} />
 */
export function ConfirmModal({
  open,
  message,
  title = 'Please confirm',
  onYes,
  onNo,
  busy = false,
  yesLabel = 'Yes',
  noLabel = 'No',
}: ConfirmProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onNo}
      size="sm"
      locked={busy}
      footer={
        <>
          <Button onClick={onNo} disabled={busy} data-autofocus>
            {noLabel}
          </Button>
          <Button variant="danger" onClick={onYes} busy={busy}>
            {yesLabel}
          </Button>
        </>
      }
    >
      <p className="modal__message">{message}</p>
    </Modal>
  );
}
