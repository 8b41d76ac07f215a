import { schedulesCopy } from "~/shared/copy/schedules";
import { Alert, type Outcome } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";

const copy = schedulesCopy.page;

/**
 * Above the schedule being edited: the outcome, what must be fixed before saving,
 * "Guardar programación", the changes not saved yet (and discarding them), and removal.
 */
export function SaveBar(props: {
  outcome: Outcome | null;
  problems: string[];
  saving: boolean;
  dirty: boolean;
  /** A schedule is saved, so there is one to remove. */
  saved: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onRemove: () => void;
}) {
  return (
    <div className="space-y-3">
      <Alert outcome={props.outcome} />
      {props.problems.length > 0 && (
        <Alert tone="error">
          <p className="font-medium">{copy.fixFirst}</p>
          <ul className="mt-1 list-disc pl-5">
            {props.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={props.onSave} disabled={props.saving}>
          {copy.save}
        </Button>
        {props.dirty && (
          <>
            <p className="text-sm font-medium text-amber-800">{copy.unsaved}</p>
            <Button variant="ghost" size="sm" onClick={props.onDiscard}>
              {copy.discard}
            </Button>
          </>
        )}
        {props.saved && (
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto text-red-700"
            onClick={props.onRemove}
          >
            {copy.remove.open}
          </Button>
        )}
      </div>
    </div>
  );
}
