import type { ReactNode } from "react";
import { centredPanel, Modal } from "~/web/components/ui/modal";

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
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      description={props.lead}
      descriptionClassName="mt-1 text-sm text-slate-600"
      className={centredPanel("max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto")}
    >
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
    </Modal>
  );
}
