import { parseArgs } from "node:util";
import { boot } from "./boot";
import { createAdmin, createAdminArgsSchema, CreateAdminError } from "./cli-commands/create-admin";
import { seedDemo } from "./cli-commands/seed-demo";
import { DataDirLockedError } from "./db/data-dir-lock";

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
          report.songs + report.genres + report.playlists === 0
            ? "The demo catalogue is already there; nothing changed."
            : `Demo catalogue loaded: ${report.genres} genres, ${report.songs} songs, ${report.playlists} public playlist(s).`,
        );
      } finally {
        await deps.close();
      }
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
};

function usage(): string {
  const lines = Object.entries(commands).map(
    ([name, command]) => `  ${name.padEnd(14)} ${command.summary}`,
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
  if (error instanceof DataDirLockedError || error instanceof CreateAdminError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
