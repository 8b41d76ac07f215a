/**
 * Company programmes (decision 043): one programme for a chain of 5 000 zones (1 000
 * establishments of 5 zones, in 10 provinces), on PGlite and, where one answers, on
 * PostgreSQL. Timed: applying it to every zone by province (the zones resolved and 5 000
 * copies written), and head office's change saved from one following zone, which rewrites
 * the programme and every copy in one transaction — the request the schedule page sends.
 * Budget: under 1 s each (median of 5), by the wall clock; the machine's cores are shared.
 * Run: `npx tsx bench/company-programmes.ts [--only=pglite|postgres]`.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "~/server/db/client";
import { user } from "~/server/domain/accounts/tables";
import { genre } from "~/server/domain/catalog/tables";
import { establishment } from "~/server/domain/establishments/tables";
import { schedule } from "~/server/domain/schedules/tables";
import { zone } from "~/server/domain/zones/tables";
import { applyCompanyProgramme } from "~/server/features/company-programmes/apply-company-programme";
import { createCompanyProgramme } from "~/server/features/company-programmes/create-company-programme";
import { saveSchedule } from "~/server/features/schedules/save-schedule";
import { createTestDatabase } from "~/server/testing/test-database";
import { weekdays, type ScheduleInput } from "~/shared/schedules/schema";
import { barInMadrid } from "~/shared/testing/establishment-details";
import { failedGoals, reportGoal } from "./support/goals";
import { withScratchPostgres } from "./support/scratch-postgres";

const ESTABLISHMENTS = 1_000;
const ZONES_EACH = 5;
const ZONES = ESTABLISHMENTS * ZONES_EACH;
const PROVINCES = ["Madrid", "Barcelona", "Valencia", "Sevilla", "Málaga"];
const RUNS = 5;
const BUDGET_MS = 1_000;
const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);

const at = (hour: number) => hour * 60;
/** A chain's week: five slots a day and a volume by the hour. */
const programme = (genreId: string, volume: number): ScheduleInput => ({
  opening: weekdays.map((weekday) => ({ weekday, hours: { open: at(8), close: at(22) } })),
  slots: [
    [9, 12],
    [12, 15],
    [15, 18],
    [18, 20],
    [20, 21],
  ].map(([start, end], index) => ({
    id: randomUUID(),
    name: `Franja ${index + 1}`,
    weekdays: [...weekdays],
    start: at(start as number),
    end: at(end as number),
    source: { kind: "genre" as const, genreId },
    shuffle: true,
    volume: null,
  })),
  specialDates: [],
  volumeCurve: [
    { start: at(8), volume },
    { start: at(22), volume: 40 },
  ],
});

async function seed(handle: DatabaseHandle) {
  const { db } = handle;
  const ownerId = randomUUID();
  await db.insert(user).values({
    id: ownerId,
    name: "Cadena",
    email: `cadena-${ownerId}@sonaria.es`,
    emailVerified: true,
  });
  const genreId = randomUUID();
  await db.insert(genre).values({ id: genreId, name: "Bench", nameKey: `bench-${genreId}` });
  let firstZone = "";
  for (let first = 0; first < ESTABLISHMENTS; first += 200) {
    const ids = Array.from({ length: Math.min(200, ESTABLISHMENTS - first) }, () => randomUUID());
    await db.insert(establishment).values(
      ids.map((id, index) => ({
        id,
        userId: ownerId,
        ...barInMadrid,
        province: PROVINCES[(first + index) % PROVINCES.length] as string,
        tradingName: `Bar ${first + index}`,
        timeZone: "Europe/Madrid" as const,
      })),
    );
    await db.insert(zone).values(
      ids.flatMap((id) =>
        Array.from({ length: ZONES_EACH }, (_, position) => ({
          id: position === 0 ? id : randomUUID(),
          establishmentId: id,
          name: position === 0 ? "Principal" : `Zona ${position}`,
          position,
        })),
      ),
    );
    firstZone ||= ids[0] as string;
  }
  await db.insert(schedule).values({
    zoneId: firstZone,
    establishmentId: firstZone,
    programme: programme(genreId, 60),
  });
  return { ownerId, genreId, firstZone };
}

const median = (values: number[]) =>
  values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function timed(run: () => Promise<unknown>) {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function bench(kind: "pglite" | "postgres", handle: DatabaseHandle) {
  const { db } = handle;
  const { ownerId, genreId, firstZone } = await seed(handle);
  const created = await createCompanyProgramme({
    db,
    ownerId,
    input: {
      name: "Cadena",
      fromZoneId: firstZone,
      localChanges: false,
      target: { provinces: [], establishmentIds: [], zoneIds: [firstZone] },
    },
    now: new Date(),
  });
  const everywhere = { provinces: PROVINCES, establishmentIds: [], zoneIds: [] };
  const applies: number[] = [];
  const changes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    applies.push(
      await timed(() =>
        applyCompanyProgramme({
          db,
          ownerId,
          programmeId: created.id,
          target: everywhere,
          now: new Date(),
        }),
      ),
    );
    changes.push(
      await timed(() =>
        saveSchedule({
          db,
          userId: ownerId,
          teamRole: "owner",
          target: { zoneId: firstZone },
          programme: programme(genreId, 50 + run),
        }),
      ),
    );
  }
  const followers = await db
    .select({ zoneId: schedule.zoneId })
    .from(schedule)
    .where(eq(schedule.companyProgrammeId, created.id));
  reportGoal({
    goal: `${kind}: a company programme applied to ${ZONES} zones by province (median of ${RUNS})`,
    target: `< ${BUDGET_MS} ms`,
    measured: `${Math.round(median(applies))} ms (${applies.map(Math.round).join(", ")})`,
    pass: median(applies) < BUDGET_MS,
  });
  reportGoal({
    goal: `${kind}: head office's change reaching ${ZONES} zones in one transaction (median of ${RUNS})`,
    target: `< ${BUDGET_MS} ms`,
    measured: `${Math.round(median(changes))} ms (${changes.map(Math.round).join(", ")})`,
    pass: median(changes) < BUDGET_MS,
  });
  return followers.length === ZONES ? [] : [`${kind}: ${followers.length} zones follow`];
}

const problems: string[] = [];
if (only !== "postgres") {
  const handle = await createTestDatabase("pglite");
  try {
    problems.push(...(await bench("pglite", handle)));
  } finally {
    await handle.close();
  }
}
if (only !== "pglite")
  problems.push(...((await withScratchPostgres((handle) => bench("postgres", handle))) ?? []));

const failures = [...failedGoals(), ...problems];
if (failures.length) {
  console.error(`\nFAIL: ${failures.join("; ")}`);
  process.exit(1);
}
console.log("\nOK: one change reaches a chain's every zone within a second.");
