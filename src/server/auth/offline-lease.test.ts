import { expect, it } from "vitest";
import { offlineLeases } from "./offline-lease";

const DEVICE = "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b";
const OTHER_DEVICE = "1a0f9e8d-7c6b-4e3d-8c2b-9e8d7c6b5a4f";

it("grants a lease of the configured hours from now, signed for its user and device", () => {
  const leases = offlineLeases("a-secret-that-is-long-enough-for-tests-0123", 72);
  const now = Date.UTC(2026, 10, 23, 12);
  const lease = leases.grant("ana", DEVICE, now);
  expect(lease).toMatchObject({
    deviceId: DEVICE,
    issuedAt: "2026-11-23T12:00:00.000Z",
    expiresAt: "2026-11-26T12:00:00.000Z",
  });
  expect(leases.grant("ana", DEVICE, now)).toEqual(lease);
  expect(leases.grant("luis", DEVICE, now).signature).not.toBe(lease.signature);
  expect(leases.grant("ana", OTHER_DEVICE, now).signature).not.toBe(lease.signature);
  expect(leases.grant("ana", DEVICE, now + 1000).signature).not.toBe(lease.signature);
  const elsewhere = offlineLeases("another-secret-that-is-long-enough-0123456", 72);
  expect(elsewhere.grant("ana", DEVICE, now).signature).not.toBe(lease.signature);
});

it("recognises its own leases and nothing altered", () => {
  const leases = offlineLeases("a-secret-that-is-long-enough-for-tests-0123", 72);
  const lease = leases.grant("ana", DEVICE, Date.UTC(2026, 10, 23, 12));
  expect(leases.issued("ana", lease)).toBe(true);
  expect(leases.issued("luis", lease)).toBe(false);
  expect(leases.issued("ana", { ...lease, deviceId: OTHER_DEVICE })).toBe(false);
  expect(leases.issued("ana", { ...lease, expiresAt: "2026-12-30T12:00:00.000Z" })).toBe(false);
  expect(leases.issued("ana", { ...lease, issuedAt: "2026-11-01T12:00:00.000Z" })).toBe(false);
  expect(leases.issued("ana", { ...lease, signature: "x" })).toBe(false);
  const elsewhere = offlineLeases("another-secret-that-is-long-enough-0123456", 72);
  expect(elsewhere.issued("ana", lease)).toBe(false);
});
