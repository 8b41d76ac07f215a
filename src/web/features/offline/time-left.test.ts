import { expect, it } from "vitest";
import { offlineSecondsLeft } from "./time-left";

it("counts down as the song playing sounds", () => {
  const left = (playedSeconds: number) =>
    offlineSecondsLeft({ readySeconds: 600, playedSeconds, leaseSecondsLeft: 72 * 3600 });
  expect(left(0)).toBe(600);
  expect(left(90)).toBe(510);
  expect(left(700)).toBe(0);
});

it("never goes past the lease, and without one nothing is left", () => {
  expect(
    offlineSecondsLeft({ readySeconds: 8 * 3600, playedSeconds: 0, leaseSecondsLeft: 1200 }),
  ).toBe(1200);
  expect(offlineSecondsLeft({ readySeconds: 600, playedSeconds: 0, leaseSecondsLeft: null })).toBe(
    0,
  );
  expect(offlineSecondsLeft({ readySeconds: 600, playedSeconds: -3, leaseSecondsLeft: 5000 })).toBe(
    600,
  );
});
