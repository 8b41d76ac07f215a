import { useState } from "react";
import { teamCopy } from "~/shared/copy/team";
import type { Team } from "~/shared/team/schema";
import { Alert } from "~/web/components/ui/alert";
import { CheckboxWithHint } from "~/web/components/ui/checkbox-with-hint";
import { useOutcome } from "~/web/components/ui/use-outcome";
import { useSetTeamSetting } from "./api";

/** "Equipo"'s switches, each saved on its own. */
type Setting = "listsOnly" | "blocksSongs";

/**
 * What the owner lets their employees do: only the company's lists (decision 026), and
 * blocking songs in their zones (decision 045).
 */
export function TeamSettings({ team }: { team: Pick<Team, Setting> }) {
  const { outcome, report } = useOutcome();
  return (
    <section className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <Alert outcome={outcome} />
      <SettingBox name="listsOnly" value={team.listsOnly} report={report} />
      <SettingBox name="blocksSongs" value={team.blocksSongs} report={report} />
    </section>
  );
}

function SettingBox(props: {
  name: Setting;
  value: boolean;
  report: ReturnType<typeof useOutcome>["report"];
}) {
  const copy = teamCopy[props.name];
  const save = useSetTeamSetting();
  // The box moves at once; a failure puts it back, and a change heard from elsewhere
  // (another device of the owner's) is taken as it comes.
  const [checked, setChecked] = useState(props.value);
  const [saved, setSaved] = useState(props.value);
  if (saved !== props.value) {
    setSaved(props.value);
    setChecked(props.value);
  }
  const failed = { fallback: teamCopy.errors.failed };
  return (
    <CheckboxWithHint
      label={copy.label}
      hint={copy.hint}
      checked={checked}
      disabled={save.isPending}
      onChange={(event) => {
        const next = event.target.checked;
        setChecked(next);
        save.mutate(
          { [props.name]: next },
          {
            ...props.report(next ? copy.on : copy.off, failed),
            onError: (error) => {
              setChecked(!next);
              props.report(null, failed).onError(error);
            },
          },
        );
      }}
    />
  );
}
