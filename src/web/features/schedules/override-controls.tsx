import { useState } from "react";
import { schedulesCopy } from "~/shared/copy/schedules";
import type { WhatPlays } from "~/shared/schedules/evaluate";
import type { Schedule, ScheduleSource } from "~/shared/schedules/schema";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { SelectField } from "~/web/components/ui/select-field";
import { useOutcome } from "~/web/components/ui/use-outcome";
import { useNow } from "~/web/lib/use-now";
import { useEndOverride, useSetOverride } from "./api";
import { overrideEndChoices } from "~/shared/schedules/override-ends";

const copy = schedulesCopy.player;

/**
 * On the player page of an establishment with a schedule: "Poner esta lista hasta las {hora}" for
 * the list or style on screen, and "Volver a la programación" while a choice by hand
 * plays.
 */
export function OverrideControls({
  schedule,
  plays,
  source,
}: {
  schedule: Schedule;
  plays: WhatPlays;
  source: ScheduleSource | null;
}) {
  const setOverride = useSetOverride(schedule.establishmentId);
  const endOverride = useEndOverride(schedule.establishmentId);
  const [chosenEnd, setChosenEnd] = useState<string | null>(null);
  const { outcome, report } = useOutcome();
  const now = useNow(30_000);
  const choices = overrideEndChoices(now, schedule.timeZone);
  const nextChange = plays.reason.until;
  // By default until the next change of the programme, when it is one of the choices.
  const end =
    chosenEnd ??
    choices.find((choice) => nextChange && Date.parse(choice.value) >= Date.parse(nextChange))
      ?.value ??
    choices[3]?.value ??
    "";
  const endTime = choices.find((choice) => choice.value === end)?.time ?? "";
  const overriding = plays.reason.kind === "override";

  const put = () => {
    if (source)
      setOverride.mutate(
        { source, shuffle: false, until: end },
        report(copy.putDone(endTime), { fallback: copy.putError }),
      );
  };
  const back = () =>
    endOverride.mutate(
      undefined,
      report(schedulesCopy.page.override.done, { fallback: copy.backError }),
    );

  return (
    <div className="space-y-2">
      <Alert outcome={outcome} />
      <div className="flex flex-wrap items-end gap-3">
        {source && (
          <>
            <SelectField
              label={copy.untilLabel}
              value={end}
              onChange={(event) => setChosenEnd(event.target.value)}
              className="w-32"
            >
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.time}
                </option>
              ))}
            </SelectField>
            <Button variant="secondary" onClick={put} disabled={setOverride.isPending}>
              {copy.putUntil(endTime)}
            </Button>
          </>
        )}
        {overriding && (
          <Button variant="ghost" onClick={back} disabled={endOverride.isPending}>
            {copy.back}
          </Button>
        )}
      </div>
    </div>
  );
}
