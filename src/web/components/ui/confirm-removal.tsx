import type { ReactNode } from "react";
import { ConfirmDialog } from "./confirm-dialog";

/**
 * Asks before removing `doomed`, open while there is one; its title names it, and the
 * confirmation gets the item asked about.
 */
export function ConfirmRemoval<T extends object>(props: {
  doomed: T | null;
  title: (doomed: T) => string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  pending?: boolean;
  onConfirm: (doomed: T) => void;
  onCancel: () => void;
}) {
  const { doomed } = props;
  return (
    <ConfirmDialog
      open={doomed !== null}
      title={doomed ? props.title(doomed) : ""}
      confirmLabel={props.confirmLabel}
      cancelLabel={props.cancelLabel}
      pending={props.pending}
      onCancel={props.onCancel}
      onConfirm={() => {
        if (doomed) props.onConfirm(doomed);
      }}
    >
      {props.children}
    </ConfirmDialog>
  );
}
