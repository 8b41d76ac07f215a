import { describe, expect, it } from "vitest";
import { intentKeys } from "./intent-keys";

describe("intentKeys", () => {
  it("keeps one key per intent across its tries, and makes a new one once it succeeded", () => {
    let made = 0;
    const keys = intentKeys(() => `key-${++made}`);
    const first = keys.keyFor(4);
    // A retry of the same intent (the answer was lost): the same key.
    expect(keys.keyFor(4)).toBe(first);
    // Another intent meanwhile has its own.
    expect(keys.keyFor(5)).not.toBe(first);
    keys.done(4);
    // Asked again later, after it succeeded: a new intent, a new key.
    expect(keys.keyFor(4)).not.toBe(first);
  });
});
