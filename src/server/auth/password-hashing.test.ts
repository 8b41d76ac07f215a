import { APIError } from "better-auth/api";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { concurrencyLimit, scryptPasswordHashing } from "./password-hashing";

describe("concurrencyLimit", () => {
  it("never runs more than the limit at once, and runs every task in the order it came", async () => {
    const limit = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(n);
      running--;
      return n;
    };
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => limit(task(n))));
    expect(results).toEqual([1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
    expect(order.slice(2)).toEqual([3, 4, 5, 6]);
  });

  it("refuses at once a task that finds the line full, and takes the next one again", async () => {
    const limit = concurrencyLimit(1, { maxWaiting: 1, whenFull: () => new Error("full") });
    let release = () => {};
    const first = limit(() => new Promise<string>((resolve) => (release = () => resolve("a"))));
    const second = limit(() => Promise.resolve("b"));
    await expect(limit(() => Promise.resolve("c"))).rejects.toThrow("full");
    release();
    await expect(Promise.all([first, second])).resolves.toEqual(["a", "b"]);
    await expect(limit(() => Promise.resolve("d"))).resolves.toBe("d");
  });

  it("frees the slot of a task that fails", async () => {
    const limit = concurrencyLimit(1);
    await expect(limit(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(limit(() => Promise.resolve("next"))).resolves.toBe("next");
  });
});

describe("scryptPasswordHashing", () => {
  const passwordHashing = scryptPasswordHashing();

  it("hashes in better-auth's format and verifies only the same password", async () => {
    const hash = await passwordHashing.hash("Contraseña2026");
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    await expect(passwordHashing.verify({ hash, password: "Contraseña2026" })).resolves.toBe(true);
    await expect(passwordHashing.verify({ hash, password: "Otra2026x" })).resolves.toBe(false);
    await expect(passwordHashing.verify({ hash: "sin-sal", password: "Otra2026x" })).resolves.toBe(
      false,
    );
  });

  it("verifies the passwords better-auth hashed, and better-auth verifies its hashes", async () => {
    const stored = await hashPassword("Contraseña2026");
    await expect(
      passwordHashing.verify({ hash: stored, password: "Contraseña2026" }),
    ).resolves.toBe(true);
    const ours = await passwordHashing.hash("Contraseña2026");
    await expect(verifyPassword({ hash: ours, password: "Contraseña2026" })).resolves.toBe(true);
  });

  it("verifies a password only at the cost it was hashed at", async () => {
    const cheap = scryptPasswordHashing(256);
    const hash = await cheap.hash("Contraseña2026");
    await expect(cheap.verify({ hash, password: "Contraseña2026" })).resolves.toBe(true);
    await expect(passwordHashing.verify({ hash, password: "Contraseña2026" })).resolves.toBe(false);
  });

  it("refuses a burst beyond the line with 503 BUSY and a Retry-After the browser words", async () => {
    // The line is the subject, not the cost: 66 hashes at full cost took 10 s of a core.
    const cheap = scryptPasswordHashing(256);
    const hash = await cheap.hash("Contraseña2026");
    const outcomes = await Promise.allSettled(
      Array.from({ length: 70 }, () => cheap.verify({ hash, password: "Otra2026x" })),
    );
    const refused = outcomes.flatMap((outcome) =>
      outcome.status === "rejected" ? [outcome.reason as unknown] : [],
    );
    expect(refused).toHaveLength(70 - 2 - 64);
    for (const error of refused) {
      expect(error).toBeInstanceOf(APIError);
      expect((error as APIError).statusCode).toBe(503);
      expect((error as APIError).body?.code).toBe("BUSY");
      expect(new Headers((error as APIError).headers).get("Retry-After")).toBe("5");
    }
  }, 30_000);
});
