import { describe, expect, it } from "vitest";
import { accountsCopy } from "./accounts";

describe("tooManyAttemptsWait", () => {
  it("says how long to wait, rounded up to whole minutes past a minute", () => {
    const wait = accountsCopy.tooManyAttemptsWait;
    expect(wait(1)).toBe(
      "Demasiados intentos. Por favor, espera 1 segundo antes de intentar de nuevo",
    );
    expect(wait(40)).toContain("espera 40 segundos antes");
    expect(wait(60)).toContain("espera 1 minuto antes");
    expect(wait(61)).toContain("espera 2 minutos antes");
    expect(wait(899)).toContain("espera 15 minutos antes");
  });
});
