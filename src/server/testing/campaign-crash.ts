import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../domain/database";
import { campaign, campaignRecipient } from "../domain/campaigns/tables";
import { startSmtpSink } from "./smtp-sink";
import { createAdminWithCli, ensureBuild } from "./server-process";
import { createTestDatabase } from "./test-database";
import { waitUntilReady } from "./wait-until-ready";

export interface CrashScenarioOptions {
  /** Verified users written to the database (the admin is one more recipient). */
  users: number;
  /** The server's port and the SMTP sink's (4700–4720). */
  serverPort: number;
  sinkPort: number;
  /** How long the sink takes per message. */
  sinkDelayMs: number;
  /** kill -9 once this share of the messages has arrived. */
  killAt?: number;
  /** Give up waiting for the campaign to finish after this long. */
  timeoutMs?: number;
  log?: (line: string) => void;
}

export interface CrashScenarioResult {
  total: number;
  acceptedBeforeKill: number;
  /** Addresses that received more than one copy. */
  duplicates: string[];
  /** Addresses that received none. */
  lost: string[];
  /** From the second start to the campaign being done. */
  recoveryMs: number;
}

const ADMIN = { email: "admin.crash@example.es", password: "Crash2026x" };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the campaign's row until it is done; throws once `timeoutMs` has passed. */
export async function waitForCampaignDone(
  db: Database,
  campaignId: string,
  timeoutMs: number,
): Promise<void> {
  const started = Date.now();
  for (;;) {
    const [row] = await db
      .select({ status: campaign.status })
      .from(campaign)
      .where(eq(campaign.id, campaignId));
    if (row?.status === "done") return;
    if (Date.now() - started > timeoutMs)
      throw new Error(`the campaign was not done within ${timeoutMs} ms`);
    await sleep(100);
  }
}

/**
 * The real thing, as operators run it: a fresh PostgreSQL database, the admin made with
 * the build's CLI, its server started and killed with SIGKILL while a campaign is being
 * sent, then started again. Reports which addresses got no copy or more than one.
 */
export async function runCrashScenario(
  options: CrashScenarioOptions,
): Promise<CrashScenarioResult> {
  const log = options.log ?? (() => {});
  ensureBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-crash-"));
  const database = await createTestDatabase("postgres");
  const sink = await startSmtpSink({ port: options.sinkPort, delayMs: options.sinkDelayMs });
  const baseUrl = `http://127.0.0.1:${options.serverPort}`;
  const env = {
    ...process.env,
    DATABASE_URL: database.url,
    // One instance at a time, on this machine: its disk is the shared volume.
    STORAGE: "disk",
    DATA_DIR: dataDir,
    PORT: String(options.serverPort),
    APP_URL: baseUrl,
    SMTP_URL: sink.url,
    LOG_LEVEL: "error",
    NODE_ENV: "test",
    AUTH_SECRET: "a-crash-test-secret-that-is-long-enough-0123",
  };
  let server: ChildProcess | undefined;
  const stderr: string[] = [];

  const startServer = async () => {
    const child = spawn(process.execPath, ["build/node/main.js"], {
      env,
      stdio: ["ignore", "ignore", "pipe"],
    });
    child.stderr?.on("data", (chunk: Buffer) => stderr.push(chunk.toString()));
    server = child;
    await waitUntilReady(child, baseUrl, () => stderr.join(""));
    return child;
  };
  const killServer = async (signal: NodeJS.Signals) => {
    const child = server;
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill(signal);
    await exited;
    server = undefined;
  };

  try {
    // Campaigns go only to accounts that consented (LSSI art. 21): these all did.
    await database.db.execute(sql`insert into "user"
        (id, name, email, email_verified, campaigns_consent, campaigns_consent_at)
      select 'crash-' || i, 'Cliente ' || i, 'cliente.' || i || '@example.es', true, true, now()
      from generate_series(1, ${options.users}) as i`);
    // The CLI, before the server starts (as an operator would).
    const admin = createAdminWithCli(env, ADMIN);
    if (admin.status !== 0) throw new Error(`create-admin failed: ${admin.stderr}`);

    await startServer();
    const headers = { "content-type": "application/json", origin: baseUrl };
    const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers,
      body: JSON.stringify(ADMIN),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .find((value) => value.startsWith("sonaria.session_token="))
      ?.split(";")[0];
    if (!cookie) throw new Error(`sign-in failed: ${signIn.status}`);

    const response = await fetch(`${baseUrl}/api/marketing/campaigns`, {
      method: "POST",
      headers: { ...headers, cookie },
      body: JSON.stringify({ subject: "Ofertas de otoño", content: "<p>Hola, clientes.</p>" }),
    });
    if (response.status !== 201)
      throw new Error(`starting the campaign failed: ${response.status} ${await response.text()}`);
    const started = (await response.json()) as { id: string; total: number };
    log(`campaign of ${started.total} recipients started`);

    const killAt = Math.ceil(started.total * (options.killAt ?? 1 / 3));
    const sending = Date.now();
    while (sink.accepted() < killAt) {
      if (Date.now() - sending > 60_000) throw new Error("the messages did not arrive");
      await sleep(2);
    }
    await killServer("SIGKILL");
    const acceptedBeforeKill = sink.accepted();
    log(`kill -9 after ${acceptedBeforeKill} messages had arrived`);

    const restarted = Date.now();
    await startServer();
    await waitForCampaignDone(database.db, started.id, options.timeoutMs ?? 120_000);
    const recoveryMs = Date.now() - restarted;
    log(`done ${recoveryMs} ms after the restart`);
    await killServer("SIGTERM");

    const recipients = await database.db
      .select({ email: campaignRecipient.email })
      .from(campaignRecipient)
      .where(eq(campaignRecipient.campaignId, started.id));
    const counts = sink.counts();
    const copies = (email: string) => counts.get(email.toLowerCase()) ?? 0;
    return {
      total: started.total,
      acceptedBeforeKill,
      duplicates: recipients.filter((row) => copies(row.email) > 1).map((row) => row.email),
      lost: recipients.filter((row) => copies(row.email) === 0).map((row) => row.email),
      recoveryMs,
    };
  } finally {
    await killServer("SIGKILL");
    await sink.stop();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
