import { useQuery } from "@tanstack/react-query";
import { companyProgrammesCopy } from "~/shared/copy/company-programmes";
import { Button } from "~/web/components/ui/button";
import { RowSkeletons } from "~/web/components/ui/row-skeletons";
import { programmeZonesQueryOptions, useDetachZone } from "./api";

const copy = companyProgrammesCopy.list;

/** The zones that follow a programme, each with "Dejar de seguir". */
export function ProgrammeZones(props: {
  programme: { id: string; name: string };
  onDone: (text: string) => void;
  onFailed: (error: unknown) => void;
}) {
  const zones = useQuery(programmeZonesQueryOptions(props.programme.id));
  const detach = useDetachZone();
  if (zones.isPending) return <RowSkeletons count={2} label={companyProgrammesCopy.loading} />;
  if (zones.isError)
    return <p className="text-sm text-red-700">{companyProgrammesCopy.loadError}</p>;
  return (
    <section aria-label={copy.zonesHeading(props.programme.name)} className="mt-3">
      {zones.data.length === 0 ? (
        <p className="text-sm text-slate-600">{copy.noZones}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
          {zones.data.map((zone) => {
            const where = `${zone.establishmentName} · ${zone.zoneName}`;
            return (
              <li
                key={zone.zoneId}
                className="flex flex-wrap items-center justify-between gap-2 p-3"
              >
                <span className="min-w-0 text-sm wrap-break-word text-slate-900">
                  {where} <span className="text-slate-600">({zone.province})</span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={copy.detachLabel(where)}
                  disabled={detach.isPending}
                  onClick={() =>
                    detach.mutate(
                      { id: props.programme.id, zoneId: zone.zoneId },
                      {
                        onSuccess: () => props.onDone(copy.detached(where)),
                        onError: props.onFailed,
                      },
                    )
                  }
                >
                  {copy.detach}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
