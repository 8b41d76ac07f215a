import { describe, expect, it } from "vitest";
import type { TeamAccount } from "~/shared/accounts/team";
import type { SessionUser } from "../../auth/session-reader";
import { mayHear } from "./routes";

const person = (id: string, role: SessionUser["role"]): SessionUser => ({
  id,
  email: `${id}@example.es`,
  name: id,
  role,
  emailVerified: true,
});
const admin = person("admin-1", "admin");
const customer = person("user-1", "user");

describe("mayHear", () => {
  it("lets everyone hear the catalogue", () => {
    expect(mayHear(customer, { topic: "catalog" })).toBe(true);
    expect(mayHear(admin, { topic: "catalog" })).toBe(true);
  });

  it("keeps the users table and the campaigns to admins", () => {
    expect(mayHear(admin, { topic: "users" })).toBe(true);
    expect(mayHear(customer, { topic: "users" })).toBe(false);
    expect(mayHear(admin, { topic: "campaigns" })).toBe(true);
    expect(mayHear(customer, { topic: "campaigns" })).toBe(false);
  });

  it("keeps a user's own topic to that user", () => {
    expect(mayHear(customer, { topic: "user:user-1" })).toBe(true);
    expect(mayHear(customer, { topic: "user:user-2" })).toBe(false);
    expect(mayHear(admin, { topic: "user:user-1" })).toBe(false);
  });

  it("keeps what a user's player plays to that user", () => {
    expect(mayHear(customer, { topic: "playing:user-1" })).toBe(true);
    expect(mayHear(customer, { topic: "playing:user-2" })).toBe(false);
    expect(mayHear(admin, { topic: "playing:user-1" })).toBe(false);
  });

  it("keeps an account's messages to that account", () => {
    expect(mayHear(customer, { topic: "messages:user-1" })).toBe(true);
    expect(mayHear(customer, { topic: "messages:user-2" })).toBe(false);
    expect(mayHear(admin, { topic: "messages:user-1" })).toBe(false);
  });

  it("tells an owner's network to the owner and the managers, not the employees", () => {
    const member = (teamRole: "manager" | "employee"): TeamAccount => ({
      ownerId: "user-1",
      teamRole,
      establishmentIds: [],
      zonesOf: {},
      listsOnly: false,
      blocksSongs: false,
    });
    const staff = person("user-3", "user");
    expect(mayHear(customer, { topic: "network:user-1" })).toBe(true);
    expect(mayHear(customer, { topic: "network:user-2" })).toBe(false);
    expect(mayHear(staff, { topic: "network:user-1" }, new Set(), member("manager"))).toBe(true);
    expect(mayHear(staff, { topic: "network:user-1" }, new Set(), member("employee"))).toBe(false);
    expect(mayHear(staff, { topic: "network:user-3" }, new Set(), member("manager"))).toBe(false);
  });
});

describe("mayHear a zone", () => {
  const zone = "6f1c2b7e-3d4a-4e5f-8a9b-0c1d2e3f4a5b";
  const event = {
    topic: `zone:${zone}`,
    kind: "command",
    command: { id: "0b7c6d5e-4f3a-4b2c-9d1e-0f9a8b7c6d5e", kind: "play" },
  } as const;

  it("lets only those who may control the zone hear its commands and states", () => {
    expect(mayHear(customer, event, new Set([zone]))).toBe(true);
    expect(mayHear(customer, event, new Set())).toBe(false);
    expect(mayHear(admin, event)).toBe(false);
  });
});
