import { useState } from "react";
import { teamCopy } from "~/shared/copy/team";
import { Alert } from "~/web/components/ui/alert";
import { CheckboxWithHint } from "~/web/components/ui/checkbox-with-hint";
import { useOutcome } from "~/web/components/ui/use-outcome";
import { useSetListsOnly } from "./api";

const copy = teamCopy.listsOnly;

/** The owner keeps the team's employees to the company's lists, or lets them browse. */
export function ListsOnlySetting({ listsOnly }: { listsOnly: boolean }) {
  const save = useSetListsOnly();
  const { outcome, report } = useOutcome();
  // The box moves at once; a failure puts it back, and a change heard from elsewhere
  // (another device of the owner's) is taken as it comes.
  const [checked, setChecked] = useState(listsOnly);
  const [saved, setSaved] = useState(listsOnly);
  if (saved !== listsOnly) {
    setSaved(listsOnly);
    setChecked(listsOnly);
  }
  return (
    <section className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <Alert outcome={outcome} />
      <CheckboxWithHint
        label={copy.label}
        hint={copy.hint}
        checked={checked}
        disabled={save.isPending}
        onChange={(event) => {
          const next = event.target.checked;
          setChecked(next);
          save.mutate(next, {
            ...report(next ? copy.on : copy.off, { fallback: teamCopy.errors.failed }),
            onError: (error) => {
              setChecked(!next);
              report(null, { fallback: teamCopy.errors.failed }).onError(error);
            },
          });
        }}
      />
    </section>
  );
}
