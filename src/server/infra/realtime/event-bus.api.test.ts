import { randomUUID } from "node:crypto";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import type { LiveEvent } from "~/shared/events/topics";
import { createLogger } from "../logger";
import { availableDatabaseKinds } from "../../testing/test-database";
import { describeEachDatabase, useTestApp } from "../../testing/test-app";
import { channelOf, createEventBus } from "./event-bus";

describeEachDatabase("event bus (LISTEN/NOTIFY)", (context) => {
  it("delivers a published event to every bus on the same database", async () => {
    const logger = createLogger({ level: "silent" });
    const first = await createEventBus({ database: context().database, logger });
    const second = await createEventBus({ database: context().database, logger });
    const received: LiveEvent[] = [];
    second.subscribe((event) => received.push(event));
    await first.publish({ topic: "catalog" });
    await expect.poll(() => received).toEqual([{ topic: "catalog" }]);
    await first.close();
    await second.close();
  });

  it("tells its own listeners at once, and only once", async () => {
    const logger = createLogger({ level: "silent" });
    const bus = await createEventBus({ database: context().database, logger });
    const other = await createEventBus({ database: context().database, logger });
    const own: LiveEvent[] = [];
    const elsewhere: LiveEvent[] = [];
    bus.subscribe((event) => own.push(event));
    other.subscribe((event) => elsewhere.push(event));
    await bus.publish({ topic: "user:abc" });
    // Heard before publish returned: a cache of this instance is already up to date.
    expect(own).toEqual([{ topic: "user:abc" }]);
    await expect.poll(() => elsewhere).toEqual([{ topic: "user:abc" }]);
    // NOTIFY's echo reached this instance too by now (the other bus heard it), and was dropped.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(own).toEqual([{ topic: "user:abc" }]);
    await bus.close();
    await other.close();
  });
});

// A LISTEN connection exists only on PostgreSQL (PGlite listens in-process).
if ((await availableDatabaseKinds()).includes("postgres"))
  describe("event bus when its LISTEN connection drops (postgres)", () => {
    const context = useTestApp("postgres");

    it("says events may have been missed, listens again, and delivers again", async () => {
      const logger = createLogger({ level: "silent" });
      const { database } = context();
      const bus = await createEventBus({ database, logger });
      const publisher = await createEventBus({ database, logger });
      let resyncs = 0;
      bus.onResync(() => resyncs++);
      const received: LiveEvent[] = [];
      bus.subscribe((event) => received.push(event));

      const listening = async () =>
        (
          await database.pool?.query<{ pid: number }>(
            `select pid from pg_stat_activity
             where datname = current_database() and query = 'LISTEN sonaria_events'`,
          )
        )?.rows.map((row) => row.pid) ?? [];
      const before = await listening();
      await database.pool?.query("select pg_terminate_backend(pid) from unnest($1::int[]) pid", [
        before,
      ]);
      await expect.poll(() => resyncs).toBeGreaterThan(0);
      // Listening again on a new connection (one per bus), and saying so once more.
      await expect
        .poll(async () => (await listening()).filter((pid) => !before.includes(pid)).length, {
          timeout: 10_000,
        })
        .toBe(before.length);
      // Once when the connection was lost, once when the new one listened.
      await expect.poll(() => resyncs).toBe(2);
      await publisher.publish({ topic: "catalog" });
      await expect.poll(() => received).toEqual([{ topic: "catalog" }]);
      // One connection listens: the event came once.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(received).toEqual([{ topic: "catalog" }]);
      await bus.close();
      await publisher.close();
    });

    it("listens to its zones' channels again on the new connection", async () => {
      const logger = createLogger({ level: "silent" });
      const { database } = context();
      const zone = "zone:8d7c6b5a-4f3e-4d2c-9b1a-0f9e8d7c6b5a" as const;
      const bus = await createEventBus({ database, logger });
      const publisher = await createEventBus({ database, logger });
      let resyncs = 0;
      bus.onResync(() => resyncs++);
      const heard: LiveEvent[] = [];
      await bus.subscribeZone(zone, (event) => heard.push(event));

      await database.pool?.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query = $1`,
        [`LISTEN ${channelOf(zone)}`],
      );
      await expect.poll(() => resyncs, { timeout: 10_000 }).toBe(2);
      const state = { topic: zone, kind: "command", command: { id: randomUUID(), kind: "next" } };
      await publisher.publish(state as LiveEvent);
      await expect.poll(() => heard).toEqual([state]);
      await bus.close();
      await publisher.close();
    });

    it("reconnects once when the new connection is cut as it sends LISTEN", async () => {
      const logger = createLogger({ level: "silent" });
      const { database } = context();
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      const terminate = (pid: number | undefined) =>
        admin.query("select pg_terminate_backend($1)", [pid]);
      const listening = async () =>
        (
          await admin.query<{ pid: number }>(
            `select pid from pg_stat_activity
             where datname = current_database() and query = 'LISTEN sonaria_events'`,
          )
        ).rows.map((row) => row.pid);
      const publisher = await createEventBus({ database, logger });
      const others = await listening();
      const bus = await createEventBus({ database, logger });
      const own = (await listening()).filter((pid) => !others.includes(pid));
      expect(own).toHaveLength(1);
      const received: LiveEvent[] = [];
      bus.subscribe((event) => received.push(event));
      let resyncs = 0;
      bus.onResync(() => resyncs++);

      // The first reconnection's session is cut just before its LISTEN: it reports the
      // cut as an error event and fails its attempt, and only one of the two may retry.
      const query = pg.Client.prototype.query as unknown as (...args: unknown[]) => unknown;
      let cutNextListen = false;
      const spy = vi.spyOn(pg.Client.prototype, "query").mockImplementation(async function (
        this: pg.Client,
        ...args: unknown[]
      ) {
        if (cutNextListen && args[0] === "LISTEN sonaria_events") {
          cutNextListen = false;
          const reported = new Promise((resolve) => this.once("error", resolve));
          // node-postgres knows its session's backend pid; its types do not say so.
          await terminate((this as unknown as { processID: number }).processID);
          await reported;
        }
        return query.apply(this, args);
      } as never);
      try {
        cutNextListen = true;
        await terminate(own[0]);
        await expect.poll(() => cutNextListen, { timeout: 5000 }).toBe(false);
        // Lost, then listening again after the failed attempt: two resyncs, not three.
        await expect.poll(() => resyncs, { timeout: 10_000 }).toBe(2);
        await expect.poll(() => bus.caughtUp()).toBe(true);
        // Time for a second reconnection loop, were there one, to listen as well.
        await new Promise((resolve) => setTimeout(resolve, 2500));
        await publisher.publish({ topic: "catalog" });
        await expect.poll(() => received).toEqual([{ topic: "catalog" }]);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(received).toEqual([{ topic: "catalog" }]);
        expect(resyncs).toBe(2);
      } finally {
        spy.mockRestore();
        await admin.end();
        await bus.close();
        await publisher.close();
      }
    });
  });

describeEachDatabase("event bus: a zone's own channel", (context) => {
  const zone = "zone:3c1f6a2e-9b8d-4e7f-a6c5-1d2e3f4a5b6c" as const;
  const state = {
    topic: zone,
    kind: "command",
    command: { id: "f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b", kind: "pause" },
  } as const;

  it("reaches only the instances and listeners that hear the zone, with its data", async () => {
    const logger = createLogger({ level: "silent" });
    const publisher = await createEventBus({ database: context().database, logger });
    const serving = await createEventBus({ database: context().database, logger });
    const elsewhere = await createEventBus({ database: context().database, logger });
    const heard: LiveEvent[] = [];
    const everything: LiveEvent[] = [];
    const stop = await serving.subscribeZone(zone, (event) => heard.push(event));
    serving.subscribe((event) => everything.push(event));
    elsewhere.subscribe((event) => everything.push(event));

    await publisher.publish(state);
    await publisher.publish({ topic: "catalog" });
    await expect.poll(() => heard).toEqual([state]);
    await expect.poll(() => everything).toHaveLength(2);
    expect(everything).toEqual([{ topic: "catalog" }, { topic: "catalog" }]);

    // No longer heard once its last listener has gone; heard again when one comes back.
    stop();
    await publisher.publish(state);
    await publisher.publish({ topic: "catalog" });
    await expect.poll(() => everything).toHaveLength(4);
    expect(heard).toHaveLength(1);
    const again = await serving.subscribeZone(zone, (event) => heard.push(event));
    await publisher.publish(state);
    await expect.poll(() => heard).toHaveLength(2);
    again();
    await Promise.all([publisher, serving, elsewhere].map((bus) => bus.close()));
  });
});
