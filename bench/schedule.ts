/**
 * The schedule evaluator (decision 020), which the player asks in the browser: 10 000 calls of
 * `whatPlays` on a week of 40 slots with 10 special dates and a manual override, at
 * instants spread over the two weeks around October's change of clocks in Madrid.
 * Five rounds on another schedule, in another zone and year, warm the code up first (the
 * first one's time, JIT compilation included, is reported). Then fifteen rounds, each on a
 * fresh copy of the schedule, so that its day plans are worked out inside the round (the
 * first also finds the zone's changes of offset, and is reported): budget 50 ms for their
 * median CPU time. CPU, not the wall clock: the machine's two cores are shared by several
 * sessions, and a wall clock measures the neighbours (it is reported, with the best round).
 * Run: `npx tsx bench/schedule.ts`.
 */
import { weekdays, type ScheduleSlot, type Weekday } from "~/shared/schedules/schema";
import { whatPlays, type ScheduleFacts } from "~/shared/schedules/evaluate";
import { hours, scheduleFacts, slot, specialDate } from "~/shared/testing/schedule-facts";
import { failedGoals, reportGoal } from "./support/goals";

const CALLS = 10_000;
const BUDGET_MS = 50;
const ROUNDS = 15;
const WARM_UP_ROUNDS = 5;
const FROM = Date.parse("2026-10-18T00:00:00Z");
const SPAN_MS = 14 * 24 * 3_600_000;

const dayparts = [
  ["Desayunos", "08:00", "10:00"],
  ["Mañanas", "10:00", "13:00"],
  ["Comidas", "13:00", "16:00"],
  ["Tardes", "16:00", "19:00"],
  ["Cenas", "19:00", "22:00"],
] as const;

/** 40 slots: five dayparts on each day, and a night crossing midnight Monday to Friday. */
function week(): ScheduleSlot[] {
  const slots = weekdays.flatMap((day) =>
    dayparts.map(([name, start, end]) => slot(name, [day], start, end, { shuffle: day > 5 })),
  );
  for (const day of [1, 2, 3, 4, 5] as Weekday[])
    slots.push(slot("Copas", [day], "22:00", "02:00", { volume: 60 }));
  return slots;
}

/** 10 special dates in and around the fortnight: some closed, some with slots of their own. */
function specialDates() {
  return Array.from({ length: 10 }, (_, index) => {
    const date = new Date(FROM + (index * 3 - 6) * 86_400_000).toISOString().slice(0, 10);
    if (index % 3 === 0) return specialDate(`Cerrado ${index}`, date, date, null);
    return specialDate(`Evento ${index}`, date, date, hours("12:00", "04:00"), [
      slot("Vermú", [...weekdays], "12:00", "15:00"),
      slot("Concierto", [...weekdays], "21:00", "23:30"),
      slot("Fiesta", [...weekdays], "23:30", "04:00"),
    ]);
  });
}

const programme = (facts: Partial<ScheduleFacts>, from: number): ScheduleFacts =>
  scheduleFacts({
    opening: weekdays.map((weekday) => ({
      weekday,
      hours: weekday === 7 ? null : hours("08:00", "03:00"),
    })),
    slots: week(),
    specialDates: specialDates(),
    override: {
      source: { kind: "genre", genreId: crypto.randomUUID() },
      shuffle: true,
      until: new Date(from + 12 * 3_600_000).toISOString(),
    },
    ...facts,
  });
const instantsFrom = (from: number) =>
  Array.from({ length: CALLS }, (_, index) => new Date(from + (index * SPAN_MS) / CALLS));

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** One round of calls; the states seen keep the work from being optimised away. */
function round(schedule: ScheduleFacts, instants: Date[]) {
  const kinds = new Map<string, number>();
  const started = performance.now();
  const cpuStarted = cpuMs();
  for (const instant of instants) {
    const kind = whatPlays(schedule, instant).reason.kind;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return { wall: performance.now() - started, cpu: cpuMs() - cpuStarted, kinds };
}
const median = (values: number[]) =>
  values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const perCall = (ms: number) => `${ms.toFixed(1)} ms (${((ms * 1000) / CALLS).toFixed(2)} µs each)`;

const LAST_YEAR = FROM - 365 * 86_400_000;
const earlier = instantsFrom(LAST_YEAR);
const warmUp = Array.from({ length: WARM_UP_ROUNDS }, () =>
  round(programme({ timeZone: "Atlantic/Canary" }, LAST_YEAR), earlier),
);
const instants = instantsFrom(FROM);
const rounds = Array.from({ length: ROUNDS }, () => round(programme({}, FROM), instants));
const kinds = rounds[0]?.kinds ?? new Map<string, number>();
console.log(`states seen: ${[...kinds].map(([kind, count]) => `${kind} ${count}`).join(", ")}`);
const cpu = median(rounds.map((one) => one.cpu));
reportGoal({
  goal: `${CALLS} whatPlays, 40 slots and 10 special dates, CPU (median of ${ROUNDS})`,
  target: `< ${BUDGET_MS} ms`,
  measured: perCall(cpu),
  pass: cpu < BUDGET_MS,
});
reportGoal({
  goal: `${CALLS} whatPlays, wall clock (median; best)`,
  target: "reported",
  measured: `${perCall(median(rounds.map((one) => one.wall)))}; ${Math.min(...rounds.map((one) => one.wall)).toFixed(1)} ms`,
  pass: null,
});
reportGoal({
  goal: `${CALLS} whatPlays, the first round in a new zone, CPU`,
  target: "reported",
  measured: perCall(rounds[0]?.cpu ?? NaN),
  pass: null,
});
reportGoal({
  goal: `${CALLS} whatPlays, the very first round (JIT compiling), CPU`,
  target: "reported",
  measured: perCall(warmUp[0]?.cpu ?? NaN),
  pass: null,
});

const failures = failedGoals();
if (kinds.size < 4) failures.push(`only ${[...kinds.keys()].join(", ")} were seen`);
if (failures.length) {
  console.error(`\nFAIL: ${failures.join("; ")}`);
  process.exit(1);
}
console.log("\nOK: the evaluator answers in a few microseconds.");
