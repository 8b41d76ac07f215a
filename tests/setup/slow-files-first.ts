import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The API suites that take longest, or wait on real time (servers started and stopped,
 * connections cut, every route fuzzed). Vitest's own order puts the largest files first
 * when it has no timings from an earlier run (as on CI): these small files started last,
 * and the suite ended on one or two of them with the other workers idle.
 */
const SLOW_FILES = [
  "src/server/http/fuzz.api.test.ts",
  "src/server/process.test.ts",
  "src/server/cli-commands/seed-demo.api.test.ts",
  "src/server/features/campaigns/crash-recovery.test.ts",
  "src/server/rolling-restart.test.ts",
  "src/server/database-loss.test.ts",
  "src/server/cli-commands/backup-restore.api.test.ts",
  "src/server/cli-commands/backup-restore-s3.api.test.ts",
];

/** Vitest's order, with the slow files above started first. */
export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const index = SLOW_FILES.findIndex((slow) => file.moduleId.endsWith(slow));
      return index === -1 ? SLOW_FILES.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
