import { boot } from "./boot";
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
      const { database, logger } = await boot();
      logger.info({ database: database.kind }, "migrations applied");
      await database.close();
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
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
