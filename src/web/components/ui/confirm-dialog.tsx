import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { Button } from "./button";

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
}) {
  return (
    <Dialog.Root open={props.open} onOpenChange={(open) => !open && props.onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">
            {props.title}
          </Dialog.Title>
          <div className="mt-2 text-sm text-slate-600">{props.children}</div>
          <div className="mt-6 flex justify-end gap-3">
            <Button variant="secondary" onClick={props.onCancel} disabled={props.pending}>
              {props.cancelLabel}
            </Button>
            <Button
              variant={props.confirmVariant ?? "danger"}
              onClick={props.onConfirm}
              disabled={props.pending}
            >
              {props.confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
