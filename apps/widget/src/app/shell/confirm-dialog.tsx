// A small modal question inside the frame (R-WRT-1 End Chat / Cancel, R-WCV-12 Refresh the Conversation / Cancel).
import { useEffect, useRef } from 'react';
import { useT } from '../i18n/use-phrases';

interface ConfirmDialogProps {
  confirmLabel: string;
  testId: string;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({ confirmLabel, testId, onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useT();
  const first = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<Element | null>(null);
  useEffect(() => {
    returnTo.current = document.activeElement;
    first.current?.focus();
    return () => (returnTo.current as HTMLElement | null)?.focus?.();
  }, []);
  return (
    <div className="dialog-backdrop">
      <div
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-label={confirmLabel}
        data-testid={testId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            // Closes the dialog, not the widget.
            event.preventDefault();
            event.stopPropagation();
            onCancel();
          } else if (event.key === 'Tab') {
            // Focus stays inside the two buttons.
            const buttons = [...event.currentTarget.querySelectorAll('button')];
            const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
            const next = buttons[(index + (event.shiftKey ? buttons.length - 1 : 1)) % buttons.length];
            event.preventDefault();
            next?.focus();
          }
        }}
      >
        <button ref={first} type="button" className="button button--primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </div>
  );
}
