import { X } from "lucide-react";
import { useId, useLayoutEffect, useRef, type ReactNode } from "react";

/** What may take the focus when a modal opens: its first field or button (never a link). */
const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A panel in the middle of the screen; `size` adds its width (and height) limits. */
export const centredPanel = (size: string) =>
  `fixed top-1/2 left-1/2 w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl ${size}`;

/**
 * A modal dialog: the browser's own `<dialog>` opened with `showModal()` (decision 031).
 * The browser makes the page underneath inert and closes it on Escape; this adds what
 * the app's dialogs promise besides: the focus on the first field or button (or on
 * `initialFocus`), back on what had it once closed, a click outside closing it (unless
 * `keepOnOutsideClick`), and no scrolling of the page beneath (app.css). Its content is
 * drawn only while open.
 */
export function Modal(props: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The title's look; a plain dialog's by default. */
  titleClassName?: string;
  description?: ReactNode;
  descriptionClassName?: string;
  /**
   * The panel's position and look, by default a narrow centred panel; the dialog itself
   * covers the screen, transparent.
   */
  className?: string;
  /** The dimmed page around the panel. */
  backdropClassName?: string;
  /** A selector of what takes the focus on opening, when not the first field or button. */
  initialFocus?: string;
  /** A click outside leaves it open: a form whose typing must not be lost. */
  keepOnOutsideClick?: boolean;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const pressedOutside = useRef(false);
  const { open, onClose, initialFocus } = props;
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = props.description === undefined ? undefined : `${id}-description`;

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    opener.current = document.activeElement;
    if (!element.open) element.showModal();
    const first = initialFocus
      ? element.querySelector<HTMLElement>(initialFocus)
      : element.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? element).focus();
    return () => {
      if (element.open) element.close();
      const back = opener.current;
      const focusLost = document.activeElement === null || document.activeElement === document.body;
      if (focusLost && back instanceof HTMLElement && back.isConnected) back.focus();
    };
  }, [open, initialFocus]);

  return (
    <dialog
      ref={dialog}
      // Only while open: closed, the title and the lead are not drawn.
      aria-labelledby={open ? titleId : undefined}
      aria-describedby={open ? descriptionId : undefined}
      // Escape closes the dialog itself; the page's state follows.
      onClose={() => open && onClose()}
      onPointerDown={(event) => (pressedOutside.current = event.target === event.currentTarget)}
      onClick={(event) => {
        const outside = pressedOutside.current && event.target === event.currentTarget;
        pressedOutside.current = false;
        if (outside && !props.keepOnOutsideClick) onClose();
      }}
      className={`fixed inset-0 m-0 size-full max-h-none max-w-none overflow-hidden border-0 bg-transparent p-0 focus:outline-none ${props.backdropClassName ?? "backdrop:bg-slate-950/50"}`}
    >
      {open && (
        <div className={props.className ?? centredPanel("max-w-md")}>
          <h2
            id={titleId}
            className={props.titleClassName ?? "text-lg font-semibold text-slate-900"}
          >
            {props.title}
          </h2>
          {props.description !== undefined && (
            <p
              id={descriptionId}
              className={props.descriptionClassName ?? "mt-2 text-sm text-slate-600"}
            >
              {props.description}
            </p>
          )}
          {props.children}
        </div>
      )}
    </dialog>
  );
}

/** The × in a modal's corner; `className` places and colours it. */
export function ModalClose(props: { label: string; onClick: () => void; className: string }) {
  return (
    <button
      type="button"
      aria-label={props.label}
      onClick={props.onClick}
      className={`absolute inline-flex items-center justify-center rounded-full ${props.className}`}
    >
      <X className="size-5" aria-hidden />
    </button>
  );
}
