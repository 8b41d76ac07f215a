import { describe, expect, it } from "vitest";
import { isSigningOut, logoutSettled, onBeforeLogout, runBeforeLogout } from "./before-logout";

describe("before logout", () => {
  it("runs every task, a failing one too, and says a sign-out is under way until it settles", async () => {
    const seen: string[] = [];
    const stopSaving = onBeforeLogout(async () => {
      seen.push(`saving while signing out: ${isSigningOut()}`);
    });
    const stopFailing = onBeforeLogout(() => {
      throw new Error("no network");
    });
    expect(isSigningOut()).toBe(false);

    await runBeforeLogout();
    expect(seen).toEqual(["saving while signing out: true"]);
    expect(isSigningOut()).toBe(true);

    logoutSettled();
    expect(isSigningOut()).toBe(false);
    stopSaving();
    stopFailing();
    await runBeforeLogout();
    expect(seen).toHaveLength(1);
    logoutSettled();
  });
});
