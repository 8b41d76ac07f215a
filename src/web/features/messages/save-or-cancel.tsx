import { Button } from "~/web/components/ui/button";

/** A form's end: save (saying while it saves) and cancel, both still while it saves. */
export function SaveOrCancel(props: {
  pending: boolean;
  labels: { save: string; saving: string; cancel: string };
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" disabled={props.pending}>
        {props.pending ? props.labels.saving : props.labels.save}
      </Button>
      <Button variant="secondary" disabled={props.pending} onClick={props.onCancel}>
        {props.labels.cancel}
      </Button>
    </div>
  );
}
