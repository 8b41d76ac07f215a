import { parseArgs } from "node:util";
import { z } from "~/shared/validation/zod";

const count = (max: number) => z.coerce.number().int().min(1).max(max);

const optionsSchema = z.object({
  vus: count(2000).default(200),
  /** Seconds every virtual user is active, after the ramp. */
  duration: count(3600).default(60),
  /**
   * Seconds over which the users arrive (sign in), one after another: shops open over
   * a morning, and 200 sign-ins in 10 s ask 2 cores for more scrypt than they have
   * (a storm is refused with 503 and retried; `--ramp 10` shows it).
   */
  ramp: z.coerce.number().min(0).max(600).default(60),
  /** Songs in the catalogue: the demo ones, then copies of them up to this count. */
  songs: count(20_000).default(1000),
});

export type LoadOptions = z.output<typeof optionsSchema>;

const usage =
  "Usage: npx tsx bench/load.ts [--vus N] [--duration S] [--ramp S] [--songs N]\n" +
  "       (or the environment: VUS, DURATION, RAMP, SONGS; a flag wins)";

/** Flags, else the environment, else the defaults (200 users for 60 s). */
export function parseLoadOptions(argv: string[], env: NodeJS.ProcessEnv): LoadOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      vus: { type: "string" },
      duration: { type: "string" },
      ramp: { type: "string" },
      songs: { type: "string" },
    },
  });
  const parsed = optionsSchema.safeParse({
    vus: values.vus ?? env.VUS,
    duration: values.duration ?? env.DURATION,
    ramp: values.ramp ?? env.RAMP,
    songs: values.songs ?? env.SONGS,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `--${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`${problems.join("; ")}\n${usage}`);
  }
  return parsed.data;
}
