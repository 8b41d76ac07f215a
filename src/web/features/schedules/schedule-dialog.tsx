import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

/**
 * The page's modal: a title, a lead, the fields and the actions. Escape and the overlay
 * close it; focus goes back to what opened it.
 */
export function ScheduleDialog(props: {
  open: boolean;
  title: string;
  lead?: string;
  children: ReactNode;
  actions: ReactNode;
  onClose: () => void;
  onSubmit: () => void;
}) {
  return (
    <Dialog.Root open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          {...(props.lead ? {} : { "aria-describedby": undefined })}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">
            {props.title}
          </Dialog.Title>
          {props.lead && (
            <Dialog.Description className="mt-1 text-sm text-slate-600">
              {props.lead}
            </Dialog.Description>
          )}
          <form
            noValidate
            className="mt-5 space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              props.onSubmit();
            }}
          >
            {props.children}
            <div className="flex flex-wrap justify-end gap-3 pt-2">{props.actions}</div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
