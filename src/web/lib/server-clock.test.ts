import { expect, it } from "vitest";
import { ServerClock } from "./server-clock";

const at = (clock: ServerClock) => new Date(clock.now()).toISOString();

it("reads the device's clock set by the server's, and never goes back", () => {
  let device = Date.parse("2026-11-25T10:00:00.000Z");
  const clock = new ServerClock(() => device);

  // The device runs ten minutes fast: the server says so.
  clock.heard("2026-11-25T09:50:00.000Z");
  expect(at(clock)).toBe("2026-11-25T09:50:00.000Z");
  device += 2_000;
  expect(at(clock)).toBe("2026-11-25T09:50:02.000Z");

  // A later answer puts it a second back: the readings hold until time catches up.
  clock.heard("2026-11-25T09:50:01.000Z");
  expect(at(clock)).toBe("2026-11-25T09:50:02.000Z");
  device += 1_500;
  expect(at(clock)).toBe("2026-11-25T09:50:02.500Z");

  clock.heard("not a time");
  device += 500;
  expect(at(clock)).toBe("2026-11-25T09:50:03.000Z");
});

it("takes a large correction backwards at once: the device's clock had jumped", () => {
  let device = Date.parse("2026-11-25T10:00:00.000Z");
  const clock = new ServerClock(() => device);
  clock.heard("2026-11-25T10:00:00.000Z");
  expect(at(clock)).toBe("2026-11-25T10:00:00.000Z");
  // Three days pass on the device's clock alone (set forward, or a fake clock)…
  device += 73 * 3_600_000;
  expect(at(clock)).toBe("2026-11-28T11:00:00.000Z");
  // …and the server, reached again, says it is only a minute later.
  clock.heard("2026-11-25T10:01:00.000Z");
  expect(at(clock)).toBe("2026-11-25T10:01:00.000Z");
});

it("is the device's clock until the server has answered", () => {
  const clock = new ServerClock(() => Date.parse("2026-11-25T10:00:00.000Z"));
  expect(at(clock)).toBe("2026-11-25T10:00:00.000Z");
});
