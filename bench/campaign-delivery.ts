/**
 * A campaign to 20 000 customers on PostgreSQL: time to queue it (budget 5 s) and the
 * delivery rate through a real SMTP server (a sink on 127.0.0.1:4710 that accepts
 * everything at once); then kill -9 of a real server process while it sends to 2 000
 * (ports 4711 and 4712), counting the addresses that got no copy or more than one.
 *
 * Needs PostgreSQL: DATABASE_URL, or postgres://postgres@127.0.0.1:5432 (fresh databases
 * are created and dropped). Run: `npx tsx bench/campaign-delivery.ts`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { createAdmin } from "~/server/cli-commands/create-admin";
import { user } from "~/server/domain/accounts/tables";
import { parseEnv } from "~/server/env";
import { SEND_CONCURRENCY } from "~/server/features/campaigns/send-campaign-chunk";
import { startCampaign } from "~/server/features/campaigns/start-campaign";
import { createInfra } from "~/server/create-infra";
import { runCrashScenario, waitForCampaignDone } from "~/server/testing/campaign-crash";
import { startSmtpSink } from "~/server/testing/smtp-sink";
import { availableDatabaseKinds, createTestDatabase } from "~/server/testing/test-database";
import { startWorkers } from "~/server/workers";

const USERS = 20_000;
const QUEUE_BUDGET_MS = 5000;
const CRASH_USERS = 2000;
const SINK_PORT = 4710;

const failures: string[] = [];

async function deliveryBench() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-bench-campaign-"));
  const database = await createTestDatabase("postgres");
  const sink = await startSmtpSink({ port: SINK_PORT });
  const infra = await createInfra({
    env: parseEnv({
      DATA_DIR: dataDir,
      APP_URL: "http://localhost:3000",
      LOG_LEVEL: "silent",
      SMTP_URL: sink.url,
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret",
    }),
    database,
  });
  try {
    // Campaigns go only to accounts that consented: every one here did.
    await database.db.execute(sql`insert into "user"
        (id, name, email, email_verified, campaigns_consent, campaigns_consent_at)
      select 'bench-' || i, 'Cliente ' || i, 'cliente.' || i || '@example.es', true, true, now()
      from generate_series(1, ${USERS}) as i`);
    await database.db.execute(sql`analyze`);
    await createAdmin(infra, { email: "admin.bench@example.es", password: "Bench2026x" });
    const admin = await database.db.query.user.findFirst({
      where: eq(user.email, "admin.bench@example.es"),
    });
    await infra.jobs.start();
    await startWorkers(infra);

    const queued = performance.now();
    const started = await startCampaign(infra, {
      subject: "Novedades de otoño",
      content: "<p>Hola: <strong>nuevas listas</strong> para tu local.</p>",
      adminId: admin?.id as string,
    });
    const queueMs = performance.now() - queued;
    console.log(`queued ${started.total} recipients in ${Math.round(queueMs)} ms`);
    if (queueMs > QUEUE_BUDGET_MS)
      failures.push(`queueing took ${Math.round(queueMs)} ms (budget ${QUEUE_BUDGET_MS} ms)`);

    await waitForCampaignDone(database.db, started.id, 600_000);
    const seconds = (performance.now() - queued) / 1000;
    const copies = [...sink.counts().values()];
    const duplicates = copies.filter((n) => n > 1).length;
    console.log(
      `delivered ${sink.accepted()} messages in ${seconds.toFixed(1)} s: ` +
        `${Math.round(started.total / seconds)} messages/s (${SEND_CONCURRENCY} in flight), ` +
        `${duplicates} duplicate(s), ${started.total - copies.length} lost`,
    );
    if (copies.length !== started.total || duplicates > 0)
      failures.push(
        `delivery: ${copies.length} of ${started.total} addresses, ${duplicates} twice`,
      );
  } finally {
    await infra.close();
    await database.close();
    await sink.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function crashBench() {
  const result = await runCrashScenario({
    users: CRASH_USERS,
    serverPort: 4711,
    sinkPort: 4712,
    sinkDelayMs: 10,
    timeoutMs: 180_000,
    log: (line) => console.log(`  ${line}`),
  });
  console.log(
    `kill -9: ${result.total} recipients, ${result.duplicates.length} duplicate(s), ` +
      `${result.lost.length} lost, done ${(result.recoveryMs / 1000).toFixed(1)} s after the restart`,
  );
  if (result.lost.length > 0) failures.push(`kill -9: ${result.lost.length} lost`);
  // Only messages in flight at the kill can arrive twice (see send-campaign-chunk.ts).
  if (result.duplicates.length > SEND_CONCURRENCY)
    failures.push(`kill -9: ${result.duplicates.length} duplicates (> ${SEND_CONCURRENCY})`);
}

if (!(await availableDatabaseKinds()).includes("postgres")) {
  console.error("FAIL: this bench needs PostgreSQL (DATABASE_URL or 127.0.0.1:5432).");
  process.exit(1);
}
console.log(`Campaign to ${USERS} customers (PostgreSQL, SMTP sink on ${SINK_PORT}):`);
await deliveryBench();
console.log(`\nkill -9 of the server while sending to ${CRASH_USERS}:`);
await crashBench();

if (failures.length) {
  console.error(`\nFAIL: ${failures.join("; ")}`);
  process.exit(1);
}
console.log("\nOK: queued within budget; after kill -9 nothing lost, duplicates only in flight.");
