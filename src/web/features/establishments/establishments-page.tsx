import { useQuery } from "@tanstack/react-query";
import { Plus, Store } from "lucide-react";
import { useState, type ReactNode } from "react";
import { teamCan } from "~/shared/accounts/team";
import { establishmentsCopy } from "~/shared/copy/establishments";
import { paths } from "~/shared/paths";
import type { Establishment, ListedEstablishment } from "~/shared/establishments/schema";
import { EmptyStatePanel } from "~/web/components/empty-state-panel";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { ButtonLink } from "~/web/components/ui/button-link";
import { ConfirmRemoval } from "~/web/components/ui/confirm-removal";
import { RowSkeletons } from "~/web/components/ui/row-skeletons";
import { useOutcome } from "~/web/components/ui/use-outcome";
import { meQueryOptions } from "~/web/lib/session";
import { establishmentsQueryOptions, useDeleteEstablishment, useUpdateEstablishment } from "./api";
import { EstablishmentCard } from "./establishment-card";
import { EstablishmentForm } from "./establishment-form";
import { startFromEstablishment } from "./form-values";
import { NewEstablishmentForm } from "./new-establishment-form";

const copy = establishmentsCopy;

/** Which form is open: a new establishment's, or one being edited (its id). */
type Editing = { kind: "new" } | { kind: "edit"; id: string } | null;

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 className="mb-5 text-lg font-semibold break-words text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function EmptyState({ onAdd }: { onAdd: () => void }) {
  return (
    <EmptyStatePanel icon={Store} title={copy.empty.title} text={copy.empty.text} padding="py-12">
      <Button onClick={onAdd}>
        <Plus className="size-4" aria-hidden />
        {copy.add}
      </Button>
    </EmptyStatePanel>
  );
}

function NoAccess() {
  return (
    <section className="flex flex-col gap-4 rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="font-semibold text-slate-900">{copy.noAccess.title}</h2>
        <p className="text-sm text-slate-600">{copy.noAccess.text}</p>
      </div>
      <ButtonLink to={paths.dashboard.subscription}>{copy.noAccess.cta}</ButtonLink>
    </section>
  );
}

/** /dashboard/establishments: "Mis establecimientos", listed, added, edited and removed. */
export function EstablishmentsPage() {
  const { data: me } = useQuery(meQueryOptions());
  const hasAccess = me?.access.active === true;
  const manages = teamCan(me?.team.teamRole, "establishments:manage");
  const list = useQuery({ ...establishmentsQueryOptions(), enabled: hasAccess });
  const update = useUpdateEstablishment();
  const remove = useDeleteEstablishment();
  const { outcome, show, succeed, fail } = useOutcome();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Establishment | null>(null);
  // Where focus goes back when a form closes: the button that opened it.
  const [returnFocus, setReturnFocus] = useState<string | null>(null);

  if (!me) return null;
  if (!hasAccess) return <NoAccess />;

  const open = (next: Editing) => {
    update.reset();
    show(null);
    setReturnFocus(null);
    setEditing(next);
  };
  const close = (focus: string) => {
    setEditing(null);
    setReturnFocus(focus);
  };

  const newForm = editing?.kind === "new" && (
    <Panel title={copy.form.newHeading}>
      <NewEstablishmentForm
        another={(list.data?.length ?? 0) > 0}
        onCancel={() => close("new")}
        onCreated={(created) => {
          close("new");
          succeed(copy.form.created(created.tradingName));
        }}
      />
    </Panel>
  );

  const card = (establishment: ListedEstablishment) =>
    editing?.kind === "edit" && editing.id === establishment.id ? (
      <Panel title={copy.form.editHeading(establishment.tradingName)}>
        <EstablishmentForm
          start={startFromEstablishment(establishment)}
          autoFocus
          submitLabel={copy.form.save}
          secondary={{ label: copy.form.cancel, onClick: () => close(establishment.id) }}
          submit={{
            save: (fields, { onError }) =>
              update.mutate(
                { id: establishment.id, fields },
                {
                  onSuccess: (saved) => {
                    close(establishment.id);
                    succeed(copy.form.updated(saved.tradingName));
                  },
                  onError,
                },
              ),
            saving: update.isPending,
            error: update.error,
          }}
        />
      </Panel>
    ) : (
      <EstablishmentCard
        establishment={establishment}
        zones={establishment.zones}
        focusEdit={returnFocus === establishment.id}
        manages={manages}
        onEdit={() => open({ kind: "edit", id: establishment.id })}
        onDelete={() => {
          remove.reset();
          setRemoving(establishment);
        }}
      />
    );

  const establishments = list.data;
  return (
    <div className="space-y-6">
      <Alert outcome={outcome} />
      {list.isPending && <RowSkeletons count={3} label={copy.loading} />}
      {list.isError && <Alert tone="error">{copy.loadError}</Alert>}
      {manages && establishments && establishments.length > 0 && !editing && (
        <div className="flex justify-end">
          <Button autoFocus={returnFocus === "new"} onClick={() => open({ kind: "new" })}>
            <Plus className="size-4" aria-hidden />
            {copy.add}
          </Button>
        </div>
      )}
      {newForm}
      {manages && establishments?.length === 0 && !editing && (
        <EmptyState onAdd={() => open({ kind: "new" })} />
      )}
      {establishments && establishments.length > 0 && (
        <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-label={copy.title}>
          {establishments.map((establishment) => (
            <li key={establishment.id} className="min-w-0 lg:[&:has(form)]:col-span-2">
              {card(establishment)}
            </li>
          ))}
        </ul>
      )}
      <ConfirmRemoval
        doomed={removing}
        title={(doomed) => copy.remove.title(doomed.tradingName)}
        confirmLabel={copy.remove.confirm}
        cancelLabel={copy.remove.cancel}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={(doomed) =>
          remove.mutate(doomed.id, {
            onSuccess: () => {
              succeed(copy.remove.done(doomed.tradingName));
              setRemoving(null);
            },
            onError: (error) => {
              fail(error, { fallback: copy.remove.error });
              setRemoving(null);
            },
          })
        }
      >
        {copy.remove.text}
      </ConfirmRemoval>
    </div>
  );
}
