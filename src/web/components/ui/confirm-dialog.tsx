import type { ReactNode } from "react";
import { Button } from "./button";
import { Modal } from "./modal";

/**
 * Asks before destroying anything (or before another device's music stops: `primary`);
 * Escape and the overlay cancel.
 */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmVariant?: "danger" | "primary";
  cancelLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** A second way to go ahead, beside the first ("En todas las zonas" beside "Solo en esta zona"). */
  alternative?: { label: string; onChoose: () => void };
}) {
  return (
    <Modal open={props.open} onClose={props.onCancel} title={props.title}>
      <div className="mt-2 text-sm text-slate-600">{props.children}</div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={props.onCancel} disabled={props.pending}>
          {props.cancelLabel}
        </Button>
        {props.alternative && (
          <Button variant="secondary" onClick={props.alternative.onChoose} disabled={props.pending}>
            {props.alternative.label}
          </Button>
        )}
        <Button
          variant={props.confirmVariant ?? "danger"}
          onClick={props.onConfirm}
          disabled={props.pending}
        >
          {props.confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
