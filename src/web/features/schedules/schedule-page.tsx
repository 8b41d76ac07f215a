import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, CalendarClock, Copy, LayoutTemplate, Plus } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { schedulesCopy } from "~/shared/copy/schedules";
import { paths } from "~/shared/paths";
import {
  scheduleInputSchema,
  type Schedule,
  type ScheduleInput,
  type ScheduleSlot,
  type SpecialDate,
  type Weekday,
} from "~/shared/schedules/schema";
import { scheduleProblems } from "~/shared/schedules/problems";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { RowSkeletons } from "~/web/components/ui/row-skeletons";
import { useOutcome } from "~/web/components/ui/use-outcome";
import { ApiError } from "~/web/lib/api-client";
import { genresQueryOptions, publicPlaylistsQueryOptions } from "~/web/lib/catalog-api";
import { ownPlaylistsQueryOptions } from "~/web/lib/playlists-api";
import { scheduleQueryOptions, useDeleteSchedule, useEndOverride, useSaveSchedule } from "./api";
import { CopyDayDialog } from "./copy-day-dialog";
import { DayList } from "./day-list";
import { blankInput, copyDay, moveSlot, resizeSlot, withSlot } from "./draft";
import { issueText } from "./issue-text";
import { OpeningHoursEditor } from "./opening-hours";
import { overlapOf, specialClashOf } from "./problems-of";
import { SchedulePreview } from "./schedule-preview";
import { SlotDialog } from "./slot-dialog";
import { SpecialDateDialog } from "./special-date-dialog";
import { SpecialDates } from "./special-dates";
import { firstSource, sourceChoices, sourceName } from "./sources";
import { templateInput, templateKinds, type TemplateKind } from "./templates";
import { formatMinutes } from "~/shared/schedules/day-minutes";
import { localTimeOf } from "./zoned-time";
import { WeekGrid } from "./week-grid";

const copy = schedulesCopy.page;
const newId = () => crypto.randomUUID();

const inputOf = (schedule: Schedule | null): ScheduleInput | null =>
  schedule && {
    opening: schedule.opening,
    slots: schedule.slots,
    specialDates: schedule.specialDates,
  };

const same = (a: ScheduleInput | null, b: ScheduleInput | null) =>
  JSON.stringify(a) === JSON.stringify(b);

function Section(props: {
  title: string;
  lead?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={props.title}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{props.title}</h2>
          {props.lead && <p className="mt-0.5 text-sm text-slate-600">{props.lead}</p>}
        </div>
        {props.actions}
      </div>
      {props.children}
    </section>
  );
}

function Templates(props: { disabled: boolean; onUse: (kind: TemplateKind) => void }) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {templateKinds.map((kind) => (
        <li key={kind}>
          <button
            type="button"
            disabled={props.disabled}
            onClick={() => props.onUse(kind)}
            className="h-full w-full rounded-xl p-4 text-left ring-1 ring-slate-200 hover:bg-brand-50 hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
          >
            <span className="sr-only">{copy.templates.use}</span>
            <span className="block font-semibold text-slate-900">{copy.templates.names[kind]}</span>
            <span className="mt-1 block text-sm text-slate-600">{copy.templates.hints[kind]}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The establishment whose schedule this is (the route finds it among the owner's). */
export interface SchedulePlace {
  id: string;
  tradingName: string;
  timeZone: Schedule["timeZone"];
  zones: { id: string; name: string }[];
}

/** Which slot dialog is open, and where its answer goes (the week or a special date). */
interface SlotEditing {
  slot: ScheduleSlot;
  isNew: boolean;
  others: readonly ScheduleSlot[];
  done: (slot: ScheduleSlot | null, removed?: string) => void;
}

/**
 * /dashboard/establishments/:id/schedule, "Programación": the week, opening hours,
 * special dates and a preview, edited here and saved at once with "Guardar programación".
 * Unsaved changes survive any refusal; the saved schedule is what the player follows.
 */
export function SchedulePage({
  place,
  zone,
}: {
  place: SchedulePlace;
  /** The zone whose programme this is (null: the establishment's own, before zones). */
  zone: { id: string; name: string } | null;
}) {
  const zoneId = zone?.id ?? place.id;
  const scheduleQuery = useQuery(scheduleQueryOptions(zoneId));
  const publicLists = useQuery(publicPlaylistsQueryOptions());
  const ownLists = useQuery(ownPlaylistsQueryOptions());
  const genres = useQuery(genresQueryOptions("listen"));
  const save = useSaveSchedule(zoneId);
  const remove = useDeleteSchedule(zoneId);
  const endOverride = useEndOverride(zoneId);
  const { outcome, show, succeed, fail } = useOutcome();

  const saved = scheduleQuery.data ?? null;
  const savedInput = inputOf(saved);
  const [draft, setDraft] = useState<ScheduleInput | null>(savedInput);
  const [basis, setBasis] = useState<ScheduleInput | null>(savedInput);
  const [problems, setProblems] = useState<string[]>([]);
  const [slotEditing, setSlotEditing] = useState<SlotEditing | null>(null);
  const [specialEditing, setSpecialEditing] = useState<{
    special: SpecialDate;
    isNew: boolean;
  } | null>(null);
  const [copying, setCopying] = useState(false);
  const [removingSpecial, setRemovingSpecial] = useState<SpecialDate | null>(null);
  const [removingAll, setRemovingAll] = useState(false);

  // The server's schedule changed (loaded, saved, or changed elsewhere): follow it
  // unless there are changes of the owner's own not saved yet.
  if (!same(savedInput, basis)) {
    setBasis(savedInput);
    if (same(draft, basis)) setDraft(savedInput);
  }
  const dirty = !same(draft, savedInput);

  const choices = sourceChoices({
    publicLists: publicLists.data ?? [],
    ownLists: ownLists.data ?? [],
    genres: genres.data ?? [],
  });
  const defaultSource = firstSource(choices);
  const nameOf = (source: ScheduleSlot["source"]) =>
    sourceName(source, choices, saved?.sources ?? [], copy.unknownSource);
  const slotSourceName = (slot: ScheduleSlot) => nameOf(slot.source);

  if (scheduleQuery.isPending) return <RowSkeletons count={4} label={copy.loading} />;
  if (scheduleQuery.error instanceof ApiError && scheduleQuery.error.code === "NOT_FOUND")
    return <Alert tone="error">{copy.notFound}</Alert>;
  if (scheduleQuery.isError) return <Alert tone="error">{copy.loadError}</Alert>;

  const timeZone = saved?.timeZone ?? place.timeZone;
  const change = (next: ScheduleInput) => {
    setDraft(next);
    setProblems([]);
    show(null);
  };
  const start = (input: ScheduleInput) => change(input);
  const useTemplate = (kind: TemplateKind) =>
    defaultSource && start(templateInput(kind, defaultSource, newId));

  const newSlot = (fields: Partial<ScheduleSlot>): ScheduleSlot | null =>
    defaultSource
      ? {
          id: newId(),
          name: copy.slot.defaultName,
          weekdays: [1],
          start: 9 * 60,
          end: 10 * 60,
          source: defaultSource,
          shuffle: true,
          volume: null,
          ...fields,
        }
      : null;

  const editWeekSlot = (slot: ScheduleSlot, isNew: boolean) => {
    if (!draft) return;
    setSlotEditing({
      slot,
      isNew,
      others: draft.slots.filter((each) => each.id !== slot.id),
      done: (result, removed) =>
        setDraft((current) =>
          current
            ? {
                ...current,
                slots: result
                  ? withSlot(current.slots, result)
                  : current.slots.filter((each) => each.id !== removed),
              }
            : current,
        ),
    });
  };
  const changeSlot = (slot: ScheduleSlot, next: ScheduleSlot) => {
    if (!draft) return;
    // Moved or stretched into another slot: refused, in words a screen reader hears.
    const overlap = overlapOf(
      next,
      draft.slots.filter((each) => each.id !== slot.id),
    );
    if (overlap) return show({ tone: "error", text: overlap });
    change({ ...draft, slots: withSlot(draft.slots, next) });
  };

  const submit = () => {
    if (!draft) return;
    const parsed = scheduleInputSchema.safeParse(draft);
    // The server's own checks, first here: nothing is sent that it would refuse.
    const found = (parsed.success ? scheduleProblems(draft) : parsed.error.issues).map((issue) =>
      issueText(issue, draft),
    );
    setProblems(found);
    if (found.length > 0) return show(null);
    save.mutate(draft, {
      onSuccess: (answer) => {
        setDraft(inputOf(answer.schedule));
        succeed(copy.saved);
      },
      onError: (error) => {
        const issues = error instanceof ApiError ? error.issues : [];
        setProblems(issues.map((issue) => issueText(issue, draft)));
        fail(error, { fallback: copy.saveError, BAD_REQUEST: copy.saveError });
      },
    });
  };

  const override =
    saved?.override && new Date(saved.override.until) > new Date() ? saved.override : null;
  const header = (
    <div className="mb-8">
      <Link
        to={paths.dashboard.establishments}
        className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-brand-700"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {copy.back}
      </Link>
      <h1 className="text-3xl font-bold tracking-tight break-words text-slate-900">
        {copy.heading(
          place.zones.length > 1 && zone
            ? `${place.tradingName} · ${zone.name}`
            : place.tradingName,
        )}
      </h1>
      <p className="mt-1 text-slate-600">{copy.lead}</p>
      {place.zones.length > 1 && (
        <nav aria-label={copy.zonesLabel} className="mt-3 flex flex-wrap gap-2">
          {place.zones.map((each) => (
            <Link
              key={each.id}
              to={paths.dashboard.establishmentSchedule(place.id, each.id)}
              aria-current={each.id === zone?.id ? "page" : undefined}
              className="rounded-full px-3 py-1 text-sm font-medium ring-1 ring-slate-300 hover:bg-slate-50 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white aria-[current=page]:ring-brand-600"
            >
              {each.name}
            </Link>
          ))}
        </nav>
      )}
    </div>
  );

  const overrideBanner = override && (
    <section
      aria-label={copy.override.title}
      className="flex flex-col gap-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 className="font-semibold text-slate-900">{copy.override.title}</h2>
        <p className="text-sm text-slate-700">
          {copy.override.text(
            nameOf(override.source),
            formatMinutes(localTimeOf(new Date(override.until), timeZone).minutes),
          )}
        </p>
      </div>
      <Button
        variant="secondary"
        disabled={endOverride.isPending}
        onClick={() =>
          endOverride.mutate(undefined, {
            onSuccess: () => succeed(copy.override.done),
            onError: (error) => fail(error, {}),
          })
        }
      >
        {copy.override.back}
      </Button>
    </section>
  );

  if (!draft)
    return (
      <>
        {header}
        <div className="space-y-6">
          <Alert outcome={outcome} />
          {overrideBanner}
          <section className="flex flex-col items-center gap-4 rounded-2xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-slate-200">
            <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
              <CalendarClock className="size-7" aria-hidden />
            </span>
            <h2 className="text-lg font-semibold text-slate-900">{copy.empty.title}</h2>
            <p className="max-w-lg text-pretty text-slate-600">{copy.empty.text}</p>
            {!defaultSource && <Alert tone="error">{copy.noSources}</Alert>}
            <div className="w-full max-w-3xl text-left">
              <h3 className="mb-3 font-semibold text-slate-900">{copy.templates.title}</h3>
              <Templates disabled={!defaultSource} onUse={useTemplate} />
            </div>
            <Button variant="secondary" onClick={() => start(blankInput())}>
              <Plus className="size-4" aria-hidden />
              {copy.empty.blank}
            </Button>
          </section>
        </div>
      </>
    );

  return (
    <>
      {header}
      <div className="space-y-6">
        <div className="space-y-3">
          <Alert outcome={outcome} />
          {problems.length > 0 && (
            <Alert tone="error">
              <p className="font-medium">{copy.fixFirst}</p>
              <ul className="mt-1 list-disc pl-5">
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </Alert>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={submit} disabled={save.isPending}>
              {copy.save}
            </Button>
            {dirty && (
              <>
                <p className="text-sm font-medium text-amber-800">{copy.unsaved}</p>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    setDraft(savedInput);
                    setProblems([]);
                    show(null);
                  }}
                >
                  {copy.discard}
                </Button>
              </>
            )}
            {saved && (
              <Button
                variant="ghost"
                size="sm"
                className="ml-auto text-red-700"
                onClick={() => setRemovingAll(true)}
              >
                {copy.remove.open}
              </Button>
            )}
          </div>
        </div>
        {overrideBanner}
        <Section
          title={copy.week.title}
          actions={
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={() => setCopying(true)}>
                <Copy className="size-4" aria-hidden />
                {copy.week.copyDay}
              </Button>
            </div>
          }
        >
          <div className="hidden md:block">
            <WeekGrid
              slots={draft.slots}
              opening={draft.opening}
              sourceNameOf={slotSourceName}
              onDraw={(range) => {
                const slot = newSlot({
                  weekdays: [range.weekday],
                  start: range.start,
                  end: range.end,
                });
                if (slot) editWeekSlot(slot, true);
              }}
              onOpen={(slot) => editWeekSlot(slot, false)}
              onMove={(slot, steps) => changeSlot(slot, moveSlot(slot, steps))}
              onResize={(slot, steps) => changeSlot(slot, resizeSlot(slot, steps))}
            />
          </div>
          <div className="md:hidden">
            <DayList
              slots={draft.slots}
              opening={draft.opening}
              sourceNameOf={slotSourceName}
              onAdd={(weekday: Weekday) => {
                const last = Math.max(
                  9 * 60,
                  ...draft.slots
                    .filter((slot) => slot.weekdays.includes(weekday) && slot.end > slot.start)
                    .map((slot) => slot.end),
                );
                const from = Math.min(last, 23 * 60);
                const slot = newSlot({ weekdays: [weekday], start: from, end: from + 60 });
                if (slot) editWeekSlot(slot, true);
              }}
              onOpen={(slot) => editWeekSlot(slot, false)}
            />
          </div>
        </Section>

        <Section title={copy.opening.title} lead={copy.opening.lead}>
          <OpeningHoursEditor
            opening={draft.opening}
            onChange={(weekday, hours) =>
              change({
                ...draft,
                opening: draft.opening.map((day) =>
                  day.weekday === weekday ? { ...day, hours } : day,
                ),
              })
            }
          />
        </Section>

        <Section title={copy.special.title} lead={copy.special.lead}>
          <SpecialDates
            specialDates={draft.specialDates}
            onAdd={() => {
              const today = localTimeOf(new Date(), timeZone).date;
              setSpecialEditing({
                isNew: true,
                special: { id: newId(), name: "", from: today, to: today, hours: null, slots: [] },
              });
            }}
            onEdit={(special) => setSpecialEditing({ special, isNew: false })}
            onRemove={setRemovingSpecial}
          />
        </Section>

        <Section title={copy.preview.title}>
          <SchedulePreview
            facts={{ ...draft, timeZone, override: saved?.override ?? null }}
            nameOf={nameOf}
            unsaved={dirty}
          />
        </Section>

        <details className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <summary className="flex cursor-pointer items-center gap-2 font-semibold text-slate-900">
            <LayoutTemplate className="size-4" aria-hidden />
            {copy.templates.title}
          </summary>
          <p className="mt-2 mb-4 text-sm text-slate-600">
            {copy.templates.lead} {copy.templates.replaceWarning}
          </p>
          <Templates disabled={!defaultSource} onUse={useTemplate} />
        </details>
      </div>

      {slotEditing && (
        <SlotDialog
          key={slotEditing.slot.id}
          slot={slotEditing.slot}
          isNew={slotEditing.isNew}
          choices={choices}
          currentSourceName={slotSourceName(slotEditing.slot)}
          problemOf={(slot) => overlapOf(slot, slotEditing.others)}
          onClose={() => setSlotEditing(null)}
          onSave={(slot) => {
            slotEditing.done(slot);
            setSlotEditing(null);
            setProblems([]);
          }}
          onRemove={
            slotEditing.isNew
              ? undefined
              : () => {
                  slotEditing.done(null, slotEditing.slot.id);
                  setSlotEditing(null);
                }
          }
        />
      )}
      {specialEditing && (
        <SpecialDateDialog
          special={specialEditing.special}
          isNew={specialEditing.isNew}
          sourceNameOf={slotSourceName}
          problemOf={(special) =>
            specialClashOf(
              special,
              draft.specialDates.filter((each) => each.id !== special.id),
            )
          }
          onEditSlot={(slot, slots, done) => {
            const editing = slot ?? newSlot({ weekdays: [1, 2, 3, 4, 5, 6, 7] });
            if (!editing) return;
            setSlotEditing({
              slot: editing,
              isNew: slot === null,
              others: slots.filter((each) => each.id !== editing.id),
              done,
            });
          }}
          onClose={() => setSpecialEditing(null)}
          onSave={(special) => {
            change({
              ...draft,
              specialDates: draft.specialDates.some((each) => each.id === special.id)
                ? draft.specialDates.map((each) => (each.id === special.id ? special : each))
                : [...draft.specialDates, special],
            });
            setSpecialEditing(null);
          }}
        />
      )}
      {copying && (
        <CopyDayDialog
          onClose={() => setCopying(false)}
          onCopy={(from, to) => {
            change(copyDay(draft, from, to));
            setCopying(false);
            succeed(copy.copyDay.done(copy.weekdays[from]));
          }}
        />
      )}
      <ConfirmDialog
        open={removingSpecial !== null}
        title={removingSpecial ? copy.special.removeTitle(removingSpecial.name) : ""}
        confirmLabel={copy.special.removeConfirm}
        cancelLabel={copy.special.cancel}
        onCancel={() => setRemovingSpecial(null)}
        onConfirm={() => {
          if (removingSpecial)
            change({
              ...draft,
              specialDates: draft.specialDates.filter((each) => each.id !== removingSpecial.id),
            });
          setRemovingSpecial(null);
        }}
      >
        {copy.special.removeText}
      </ConfirmDialog>
      <ConfirmDialog
        open={removingAll}
        title={copy.remove.title}
        confirmLabel={copy.remove.confirm}
        cancelLabel={copy.remove.cancel}
        pending={remove.isPending}
        onCancel={() => setRemovingAll(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setRemovingAll(false);
              setDraft(null);
              succeed(copy.remove.done);
            },
            onError: (error) => {
              setRemovingAll(false);
              fail(error, { fallback: copy.remove.error });
            },
          })
        }
      >
        {copy.remove.text}
      </ConfirmDialog>
    </>
  );
}
