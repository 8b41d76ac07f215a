import { useQuery } from "@tanstack/react-query";
import { Copy, LayoutTemplate } from "lucide-react";
import { useState } from "react";
import { schedulesCopy } from "~/shared/copy/schedules";
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
import { ConfirmRemoval } from "~/web/components/ui/confirm-removal";
import { RowSkeletons } from "~/web/components/ui/row-skeletons";
import { useOutcome } from "~/web/components/ui/use-outcome";
import { ApiError } from "~/web/lib/api-client";
import { genresQueryOptions, publicPlaylistsQueryOptions } from "~/web/lib/catalog-api";
import { ownPlaylistsQueryOptions } from "~/web/lib/playlists-api";
import { scheduleQueryOptions, useDeleteSchedule, useEndOverride, useSaveSchedule } from "./api";
import { CompanyBanner } from "./company-banner";
import { CopyDayDialog } from "./copy-day-dialog";
import { DayList } from "./day-list";
import { blankInput, copyDay, moveSlot, resizeSlot, withSlot } from "./draft";
import { EmptySchedule } from "./empty-schedule";
import { issueText } from "./issue-text";
import { OpeningHoursEditor } from "./opening-hours";
import { OverrideBanner } from "./override-banner";
import { overlapOf, specialClashOf } from "./problems-of";
import { SaveBar } from "./save-bar";
import { ScheduleHeader, type ScheduleEstablishment } from "./schedule-header";
import { SchedulePreview } from "./schedule-preview";
import { ScheduleSection } from "./schedule-section";
import { SlotDialog } from "./slot-dialog";
import { SpecialDateDialog } from "./special-date-dialog";
import { SpecialDates } from "./special-dates";
import { firstSource, sourceChoices, sourceName } from "./sources";
import { TemplatePicker } from "./template-picker";
import { templateInput, type TemplateKind } from "./templates";
import { formatMinutes } from "~/shared/schedules/day-minutes";
import { localTimeOf } from "./zoned-time";
import { VolumeCurveEditor } from "./volume-curve-editor";
import { WeekGrid } from "./week-grid";

const copy = schedulesCopy.page;
const newId = () => crypto.randomUUID();

const inputOf = (schedule: Schedule | null): ScheduleInput | null =>
  schedule && {
    opening: schedule.opening,
    slots: schedule.slots,
    specialDates: schedule.specialDates,
    volumeCurve: schedule.volumeCurve ?? [],
  };

const same = (a: ScheduleInput | null, b: ScheduleInput | null) =>
  JSON.stringify(a) === JSON.stringify(b);

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
  establishment,
  zone,
}: {
  establishment: ScheduleEstablishment;
  /** The zone whose programme this is (null: the establishment's own, before zones). */
  zone: { id: string; name: string } | null;
}) {
  const zoneId = zone?.id ?? establishment.id;
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

  const timeZone = saved?.timeZone ?? establishment.timeZone;
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
  const header = <ScheduleHeader establishment={establishment} zone={zone} />;

  const overrideBanner = override && (
    <OverrideBanner
      sourceName={nameOf(override.source)}
      until={formatMinutes(localTimeOf(new Date(override.until), timeZone).minutes)}
      ending={endOverride.isPending}
      onEnd={() =>
        endOverride.mutate(undefined, {
          onSuccess: () => succeed(copy.override.done),
          onError: (error) => fail(error, {}),
        })
      }
    />
  );

  if (!draft)
    return (
      <>
        {header}
        <div className="space-y-6">
          <Alert outcome={outcome} />
          {overrideBanner}
          <EmptySchedule
            hasSource={Boolean(defaultSource)}
            onTemplate={useTemplate}
            onBlank={() => start(blankInput())}
          />
        </div>
      </>
    );

  // The week drawn two ways: a grid from md on, a list of days below.
  const week = { slots: draft.slots, opening: draft.opening, sourceNameOf: slotSourceName };
  return (
    <>
      {header}
      <div className="space-y-6">
        <SaveBar
          outcome={outcome}
          problems={problems}
          saving={save.isPending}
          dirty={dirty}
          saved={Boolean(saved)}
          onSave={submit}
          onDiscard={() => {
            setDraft(savedInput);
            setProblems([]);
            show(null);
          }}
          onRemove={() => setRemovingAll(true)}
        />
        {saved?.company && (
          <CompanyBanner
            company={saved.company}
            zoneId={zoneId}
            onLeft={succeed}
            onFailed={(error) => fail(error, {})}
          />
        )}
        {overrideBanner}
        <ScheduleSection
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
              {...week}
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
              {...week}
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
        </ScheduleSection>

        <ScheduleSection title={copy.opening.title} lead={copy.opening.lead}>
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
        </ScheduleSection>

        <ScheduleSection title={copy.volume.title} lead={copy.volume.lead}>
          <VolumeCurveEditor
            curve={draft.volumeCurve ?? []}
            onChange={(volumeCurve) => change({ ...draft, volumeCurve })}
          />
        </ScheduleSection>

        <ScheduleSection title={copy.special.title} lead={copy.special.lead}>
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
        </ScheduleSection>

        <ScheduleSection title={copy.preview.title}>
          <SchedulePreview
            facts={{ ...draft, timeZone, override: saved?.override ?? null }}
            nameOf={nameOf}
            unsaved={dirty}
          />
        </ScheduleSection>

        <details className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <summary className="flex cursor-pointer items-center gap-2 font-semibold text-slate-900">
            <LayoutTemplate className="size-4" aria-hidden />
            {copy.templates.title}
          </summary>
          <p className="mt-2 mb-4 text-sm text-slate-600">
            {copy.templates.lead} {copy.templates.replaceWarning}
          </p>
          <TemplatePicker disabled={!defaultSource} onUse={useTemplate} />
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
      <ConfirmRemoval
        doomed={removingSpecial}
        title={(special) => copy.special.removeTitle(special.name)}
        confirmLabel={copy.special.removeConfirm}
        cancelLabel={copy.special.cancel}
        onCancel={() => setRemovingSpecial(null)}
        onConfirm={(special) => {
          change({
            ...draft,
            specialDates: draft.specialDates.filter((each) => each.id !== special.id),
          });
          setRemovingSpecial(null);
        }}
      >
        {copy.special.removeText}
      </ConfirmRemoval>
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
