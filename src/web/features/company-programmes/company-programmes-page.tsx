import { useQuery } from "@tanstack/react-query";
import { Building2 } from "lucide-react";
import { useState } from "react";
import { companyProgrammesCopy as copy } from "~/shared/copy/company-programmes";
import type { CompanyProgrammeSummary } from "~/shared/company-programmes/schema";
import type { ListedEstablishment } from "~/shared/establishments/schema";
import { paths } from "~/shared/paths";
import { EmptyStatePanel } from "~/web/components/empty-state-panel";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { ButtonLink } from "~/web/components/ui/button-link";
import { ConfirmRemoval } from "~/web/components/ui/confirm-removal";
import { RowSkeletons } from "~/web/components/ui/row-skeletons";
import { useOutcome } from "~/web/components/ui/use-outcome";
import { companyProgrammesQueryOptions, useChangeProgramme, useDeleteProgramme } from "./api";
import { ProgrammeDialog } from "./programme-dialog";
import { ProgrammeZones } from "./programme-zones";

const list = copy.list;

/**
 * /dashboard/programas, "Programas de empresa" (decision 043): the owner's programmes made
 * once for many zones — where each applies, whether managers may change it locally, its
 * zones, and a link to edit it in the "Programación" of any zone that follows it.
 */
export function CompanyProgrammesPage(props: {
  /** The establishments with their zones (undefined while they load). */
  establishments: ListedEstablishment[] | undefined;
  establishmentsFailed: boolean;
}) {
  const programmes = useQuery(companyProgrammesQueryOptions());
  const change = useChangeProgramme();
  const remove = useDeleteProgramme();
  const { outcome, succeed, fail } = useOutcome();
  /** The dialog open: a new programme (null) or applying one. */
  const [editing, setEditing] = useState<{ programme: CompanyProgrammeSummary | null } | null>(
    null,
  );
  const [opened, setOpened] = useState<string | null>(null);
  const [doomed, setDoomed] = useState<CompanyProgrammeSummary | null>(null);
  const failed = (error: unknown) => fail(error, { fallback: copy.form.failed });

  if (programmes.isError || props.establishmentsFailed)
    return <Alert tone="error">{copy.loadError}</Alert>;
  if (programmes.isPending || !props.establishments)
    return <RowSkeletons count={3} label={copy.loading} />;
  const establishments = props.establishments;

  return (
    <div className="space-y-4">
      <Alert outcome={outcome} />
      {programmes.data.length === 0 ? (
        <EmptyStatePanel
          icon={Building2}
          title={copy.empty.title}
          text={copy.empty.text}
          padding="py-10"
        >
          <Button onClick={() => setEditing({ programme: null })}>{copy.create}</Button>
        </EmptyStatePanel>
      ) : (
        <>
          <Button onClick={() => setEditing({ programme: null })}>{copy.create}</Button>
          <ul className="space-y-4">
            {programmes.data.map((programme) => (
              <li
                key={programme.id}
                className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="min-w-0 text-lg font-semibold wrap-break-word text-slate-900">
                    {programme.name}
                  </h2>
                  <p className="text-sm text-slate-600">{list.zones(programme.zones)}</p>
                </div>
                <label className="mt-3 flex cursor-pointer items-start gap-3 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-5 flex-none accent-brand-600"
                    checked={programme.localChanges}
                    disabled={change.isPending}
                    onChange={(event) =>
                      change.mutate(
                        { id: programme.id, localChanges: event.target.checked },
                        { onError: failed },
                      )
                    }
                  />
                  {list.localChanges}
                </label>
                <div className="mt-4 flex flex-wrap gap-2">
                  {programme.editZone && (
                    <ButtonLink
                      variant="secondary"
                      size="sm"
                      to={paths.dashboard.establishmentSchedule(
                        programme.editZone.establishmentId,
                        programme.editZone.zoneId,
                      )}
                      aria-label={list.edit(programme.name)}
                    >
                      {list.editShort}
                    </ButtonLink>
                  )}
                  <Button variant="secondary" size="sm" onClick={() => setEditing({ programme })}>
                    {list.apply}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-expanded={opened === programme.id}
                    onClick={() => setOpened(opened === programme.id ? null : programme.id)}
                  >
                    {opened === programme.id ? list.hideZones : list.showZones}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setDoomed(programme)}>
                    {list.remove}
                  </Button>
                </div>
                {opened === programme.id && (
                  <ProgrammeZones programme={programme} onDone={succeed} onFailed={failed} />
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {editing && (
        <ProgrammeDialog
          programme={editing.programme}
          establishments={establishments}
          onClose={() => setEditing(null)}
          onDone={(text) => {
            setEditing(null);
            succeed(text);
          }}
        />
      )}
      <ConfirmRemoval
        doomed={doomed}
        title={(programme) => copy.removal.title(programme.name)}
        confirmLabel={copy.removal.confirm}
        cancelLabel={copy.form.cancel}
        pending={remove.isPending}
        onCancel={() => setDoomed(null)}
        onConfirm={(programme) =>
          remove.mutate(programme.id, {
            onSuccess: () => {
              setDoomed(null);
              succeed(copy.removal.done(programme.name));
            },
            onError: (error) => {
              setDoomed(null);
              failed(error);
            },
          })
        }
      >
        {copy.removal.text}
      </ConfirmRemoval>
    </div>
  );
}
