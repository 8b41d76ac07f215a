import { describe, expect, it } from "vitest";
import { errorCopy } from "./errors";
import { subscriptionCopy } from "./subscription";

describe("subscriptionCopy.renew.error", () => {
  it("puts the reason between the spec's words with one full stop after it", () => {
    expect(subscriptionCopy.renew.error(errorCopy.UNAVAILABLE)).toBe(
      "Error al renovar: El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos. Intenta crear una nueva suscripción.",
    );
    expect(subscriptionCopy.renew.error(errorCopy.RATE_LIMITED)).toBe(
      "Error al renovar: Demasiados intentos. Por favor, espera un momento antes de intentar de nuevo. Intenta crear una nueva suscripción.",
    );
  });
});
