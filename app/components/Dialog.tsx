import { useEffect, useId, useRef, type ReactNode } from "react";

interface Props {
  open: boolean;
  onClose(): void;
  title: string;
  /** Hide the title visually (still the dialog's accessible name). */
  hideTitle?: boolean;
  className?: string;
  closeLabel: string;
  children: ReactNode;
}

/**
 * A modal built on the browser's own <dialog>: showModal() gives the focus trap, inert
 * background, Escape to close and focus return that a hand-made overlay would have to imitate.
 */
export function Dialog({ open, onClose, title, hideTitle, className, closeLabel, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`dialog ${className ?? ""}`}
      aria-labelledby={titleId}
      // Escape closes through the state at once. The browser's own close would fire "close" only
      // in a later task, and an Enter on the button that opened the dialog, pressed before that
      // task, was lost: the state still said open, so the click changed nothing.
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // Any other close the state does not know of yet. A "close" that arrives after the dialog was
      // opened again (the close above, reopened at once) is old news.
      onClose={() => {
        if (open && !ref.current?.open) onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (e.target === ref.current) onClose();
      }}
    >
      <div className="dialog-head">
        <h2 id={titleId} className={hideTitle ? "visually-hidden" : "dialog-title"}>
          {title}
        </h2>
        <button type="button" className="icon-button dialog-close" aria-label={closeLabel} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="dialog-body">{open ? children : null}</div>
    </dialog>
  );
}
