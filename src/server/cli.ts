import fs from "node:fs";
import { parseArgs } from "node:util";
import { BackupError, type BackupManifest } from "./backup/manifest";
import { formatBytes } from "./backup/progress";
import { boot, readEnv } from "./boot";
import { analyzeAudioCommand } from "./cli-commands/analyze-audio";
import { backup } from "./cli-commands/backup";
import { createAdmin, createAdminArgsSchema, CreateAdminError } from "./cli-commands/create-admin";
import { restore } from "./cli-commands/restore";
import { seedDemo } from "./cli-commands/seed-demo";
import { verifyInvoicesCommand } from "./cli-commands/verify-invoices";
import {
  TrustedCertificatesError,
  verifyPlayLogArgsSchema,
  verifyPlayLogCommand,
} from "./cli-commands/verify-play-log";
import { DataDirLockedError } from "./db/data-dir-lock";

/** Progress goes to stderr, so that stdout keeps only the outcome. */
const progress = (line: string) => process.stderr.write(`${line}\n`);

const counted = {
  users: "user",
  subscriptions: "subscription",
  songs: "song",
  playlists: "playlist",
  templates: "email_template",
  campaigns: "campaign",
};

/** "users 3, songs 12, …" from the manifest's counts. */
function summary(manifest: BackupManifest): string {
  const { kind, migration, tables } = manifest.database;
  const rows = Object.entries(counted)
    .map(([label, table]) => `${label} ${tables[table] ?? 0}`)
    .join(", ");
  const files =
    manifest.storage.kind === "disk"
      ? `files ${manifest.storage.objects} (${formatBytes(manifest.storage.bytes)})`
      : `${manifest.storage.objects} objects left in the S3 bucket "${manifest.storage.bucket}"`;
  return `${kind} database at migration ${migration.tag ?? migration.count}; ${rows}; ${files}`;
}

interface Command {
  summary: string;
  run(args: string[]): Promise<void>;
}

/** Operator commands; later capabilities add theirs here (create-admin, seed-demo…). */
const commands: Record<string, Command> = {
  migrate: {
    summary: "Apply the database migrations and exit.",
    async run() {
      const infra = await boot();
      infra.logger.info({ database: infra.database.kind }, "migrations applied");
      await infra.close();
    },
  },
  "seed-demo": {
    summary: "Load demo genres, generated ambient tracks and a public playlist (safe to repeat).",
    async run() {
      const deps = await boot({ logLevel: "warn" });
      try {
        const report = await seedDemo(deps);
        console.log(
          report.songs + report.genres + report.playlists + report.analysed === 0
            ? "The demo catalogue is already there; nothing changed."
            : `Demo catalogue loaded: ${report.genres} genres, ${report.songs} songs, ${report.playlists} public playlist(s); ${report.analysed} songs' loudness measured.`,
        );
      } finally {
        await deps.close();
      }
    },
  },
  "analyze-audio": {
    summary:
      "Measure the loudness of the songs not yet analysed, here and now (resumable): [--all] measures every song again",
    async run(args) {
      const { values } = parseArgs({ args, options: { all: { type: "boolean", default: false } } });
      const deps = await boot({ logLevel: "warn" });
      try {
        console.log(await analyzeAudioCommand(deps, { all: values.all }, progress));
      } finally {
        await deps.close();
      }
    },
  },
  backup: {
    summary: "Write one archive of the database and the stored files: --out FILE",
    async run(args) {
      const { values } = parseArgs({ args, options: { out: { type: "string" } } });
      if (!values.out) {
        console.error("Usage: npm run cli -- backup --out FILE   (e.g. sonaria-2026-05-01.tar.gz)");
        process.exitCode = 2;
        return;
      }
      const manifest = await backup({ env: quietEnv(), out: values.out, progress });
      const size = formatBytes(fs.statSync(values.out).size);
      console.log(`Backup written to ${values.out} (${size}): ${summary(manifest)}.`);
    },
  },
  restore: {
    summary: "Bring an archive of backup into an empty DATA_DIR or database: FILE",
    async run(args) {
      const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
      const [file] = positionals;
      if (!file || positionals.length > 1) {
        console.error("Usage: npm run cli -- restore FILE");
        process.exitCode = 2;
        return;
      }
      const { manifest } = await restore({ env: quietEnv(), file, progress });
      console.log(`Restored ${file}, made ${manifest.createdAt}: ${summary(manifest)}.`);
    },
  },
  "create-admin": {
    summary:
      "Create a verified administrator, or promote an existing account: --email E --password P [--name N]",
    async run(args) {
      const { values } = parseArgs({
        args,
        options: {
          email: { type: "string" },
          password: { type: "string" },
          name: { type: "string" },
        },
      });
      const parsed = createAdminArgsSchema.safeParse(values);
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          console.error(`--${issue.path.join(".")}: ${issue.message}`);
        console.error("Usage: npm run cli -- create-admin --email E --password P [--name N]");
        process.exitCode = 2;
        return;
      }
      const deps = await boot({ logLevel: "warn" });
      try {
        const result = await createAdmin(deps, parsed.data);
        const messages = {
          created: `Created the administrator ${parsed.data.email}; they can sign in now.`,
          promoted: `${parsed.data.email} already had an account: it is now a verified administrator (password unchanged).`,
          "already-admin": `${parsed.data.email} is already an administrator; nothing changed.`,
        };
        console.log(messages[result]);
      } finally {
        await deps.close();
      }
    },
  },
  "verify-play-log": {
    summary:
      "Recompute the play log's hash chains, hold them and their time stamps against the seals, and report what broke: [--establishment ID]",
    async run(args) {
      const { values } = parseArgs({ args, options: { establishment: { type: "string" } } });
      const parsed = verifyPlayLogArgsSchema.safeParse(values);
      if (!parsed.success) {
        console.error("--establishment: must be an establishment id (a UUID)");
        console.error("Usage: npm run cli -- verify-play-log [--establishment ID]");
        process.exitCode = 2;
        return;
      }
      const deps = await boot({ logLevel: "warn" });
      try {
        const { lines, ok } = await verifyPlayLogCommand(deps, parsed.data, progress);
        for (const line of lines) console.log(line);
        if (!ok) process.exitCode = 1;
      } finally {
        await deps.close();
      }
    },
  },
  "verify-invoices": {
    summary:
      "Recompute the invoices' hash chain and report each invoice deleted, reordered or altered",
    async run() {
      const deps = await boot({ logLevel: "warn" });
      try {
        const { lines, ok } = await verifyInvoicesCommand(deps, progress);
        for (const line of lines) console.log(line);
        if (!ok) process.exitCode = 1;
      } finally {
        await deps.close();
      }
    },
  },
};

/** The CLI's own logs stay at warnings: its output is for the operator. */
function quietEnv() {
  const env = readEnv();
  return env.LOG_LEVEL === "silent" ? env : { ...env, LOG_LEVEL: "warn" as const };
}

function usage(): string {
  const lines = Object.entries(commands).map(
    ([name, command]) => `  ${name.padEnd(16)} ${command.summary}`,
  );
  return ["Usage: npm run cli -- <command> [options]", "", "Commands:", ...lines].join("\n");
}

const [name, ...args] = process.argv.slice(2);
const command = name ? commands[name] : undefined;

if (!command) {
  console.log(usage());
  process.exit(name && name !== "help" && name !== "--help" ? 2 : 0);
}

try {
  await command.run(args);
} catch (error) {
  if (
    error instanceof DataDirLockedError ||
    error instanceof CreateAdminError ||
    error instanceof BackupError ||
    error instanceof TrustedCertificatesError
  ) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
