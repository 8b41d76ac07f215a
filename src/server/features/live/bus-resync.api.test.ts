import { describe, expect, it } from "vitest";
import { openEventStream } from "../../testing/event-stream";
import { signedInUser } from "../../testing/http-client";
import { useTestApp } from "../../testing/test-app";
import { availableDatabaseKinds } from "../../testing/test-database";

const postgres = (await availableDatabaseKinds()).includes("postgres");
if (!postgres) console.info("PostgreSQL does not answer: the live-stream resync test is skipped.");

// A LISTEN connection to lose exists only on PostgreSQL (PGlite listens in-process).
describe.skipIf(!postgres)("live events when the bus may have missed some (postgres)", () => {
  const context = useTestApp("postgres");

  it("sends the browser to reconnect, and refetch everything, once its LISTEN connection drops", async () => {
    const { cookie } = await signedInUser(context);
    const stream = await openEventStream(context, cookie);
    await stream.readUntil("event: ready");

    // Events published elsewhere while no connection listened are lost for this stream.
    await context().database.pool?.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query = 'LISTEN sonaria_events'`,
    );
    const received = await stream.readToEnd();
    expect(received).toContain("event: reconnect");
    expect(received).toMatch(/^retry: \d+$/m);
  });
});
