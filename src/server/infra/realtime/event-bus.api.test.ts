import { expect, it } from "vitest";
import type { LiveEvent } from "~/shared/events/topics";
import { createLogger } from "../logger";
import { describeEachDatabase } from "../../testing/test-app";
import { createEventBus } from "./event-bus";

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
});
