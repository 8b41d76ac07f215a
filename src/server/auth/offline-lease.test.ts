import { expect, it } from "vitest";
import { offlineLeases } from "./offline-lease";

it("grants a lease of the configured hours, signed for its user and its end", () => {
  const leases = offlineLeases("a-secret-that-is-long-enough-for-tests-0123", 72);
  const now = Date.UTC(2026, 10, 23, 12);
  const lease = leases.grant("ana", now);
  expect(lease.expiresAt).toBe("2026-11-26T12:00:00.000Z");
  expect(leases.grant("ana", now)).toEqual(lease);
  expect(leases.grant("luis", now).signature).not.toBe(lease.signature);
  expect(leases.grant("ana", now + 1000).signature).not.toBe(lease.signature);
  const elsewhere = offlineLeases("another-secret-that-is-long-enough-0123456", 72);
  expect(elsewhere.grant("ana", now).signature).not.toBe(lease.signature);
});
