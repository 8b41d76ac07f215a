import { describe, expect, it } from "vitest";
import { pageHeading } from "./page-headings";

const owner = { user: { fullName: "Ana" }, team: { teamRole: "owner" as const } };

describe("pageHeading", () => {
  it("names the shop's daily pages as they draw their heading", () => {
    expect(pageHeading("/dashboard", owner)).toEqual({
      title: "Hola, Ana",
      lead: "Desde aquí controlas la música de tu negocio.",
      back: false,
    });
    expect(pageHeading("/dashboard/player", owner)).toEqual({
      title: "Reproductor",
      lead: null,
      back: true,
    });
    expect(pageHeading("/dashboard/remote", owner)?.title).toBe("Mando");
    expect(pageHeading("/dashboard/history", owner)).toEqual({
      title: "Historial de reproducción",
      lead: "Qué sonó en cada establecimiento, con su hora local.",
      back: true,
    });
  });

  it("shows no page a member may not open, and none it does not know", () => {
    const member = { ...owner, team: { teamRole: "employee" as const } };
    expect(pageHeading("/dashboard/history", member)).toBeNull();
    expect(pageHeading("/dashboard/users", owner)).toBeNull();
  });
});
