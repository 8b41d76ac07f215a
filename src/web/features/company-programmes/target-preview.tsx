import { useQuery } from "@tanstack/react-query";
import { companyProgrammesCopy } from "~/shared/copy/company-programmes";
import type { ProgrammeTarget, ProgrammeZone } from "~/shared/company-programmes/schema";
import { programmePreviewQueryOptions } from "./api";

const copy = companyProgrammesCopy.form;

export const isEmptyTarget = (target: ProgrammeTarget) =>
  target.provinces.length + target.establishmentIds.length + target.zoneIds.length === 0;

/** What the zone leaves for the programme applied (the starting zone's is the programme). */
function leaves(zone: ProgrammeZone, programmeId: string | null, startZoneId?: string) {
  if (zone.zoneId === startZoneId) return copy.startZone;
  if (zone.follows?.id === programmeId && programmeId) return null;
  if (zone.follows) return copy.replaces(zone.follows.name);
  return zone.hasSchedule ? copy.replacesOwn : copy.startsNew;
}

/**
 * "Zonas que cambiarán": the zones the target names, read from the server as the boxes
 * are ticked, each with what it leaves. `extraZoneId`: the zone a new programme starts
 * from, which follows it too.
 */
export function TargetPreview(props: {
  target: ProgrammeTarget;
  programmeId: string | null;
  extraZoneId?: string | undefined;
}) {
  // A tick is one act: each is asked at once, the list before it shown meanwhile.
  const asked = props.extraZoneId
    ? { ...props.target, zoneIds: [...new Set([...props.target.zoneIds, props.extraZoneId])] }
    : props.target;
  const empty = isEmptyTarget(asked);
  const preview = useQuery({ ...programmePreviewQueryOptions(asked), enabled: !empty });
  const zones = preview.data ?? [];
  return (
    <section aria-labelledby="programme-preview" className="rounded-xl bg-slate-50 p-4">
      <h3 id="programme-preview" className="text-sm font-semibold text-slate-900">
        {copy.previewHeading}
      </h3>
      <div aria-live="polite" className="mt-2 text-sm text-slate-700">
        {empty ? (
          <p>{copy.previewNone}</p>
        ) : preview.isPending ? (
          <p>{copy.previewLoading}</p>
        ) : (
          <>
            <p>{copy.previewCount(zones.length)}</p>
            <ul className="mt-2 space-y-1" data-testid="programme-preview">
              {zones.map((zone) => {
                const left = leaves(zone, props.programmeId, props.extraZoneId);
                return (
                  <li key={zone.zoneId} className="wrap-break-word">
                    <span className="font-medium text-slate-900">
                      {zone.establishmentName} · {zone.zoneName}
                    </span>{" "}
                    <span className="text-slate-600">
                      ({zone.province}
                      {left ? `, ${left}` : ""})
                    </span>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
