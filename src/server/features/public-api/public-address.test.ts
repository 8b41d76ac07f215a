import { describe, expect, it } from "vitest";
import { isPublicAddress, resolvesPublicly } from "./public-address";

describe("a webhook's address", () => {
  it("is public on the open internet, and never this machine, a private network or the metadata service", () => {
    for (const open of ["8.8.8.8", "151.101.1.69", "2a00:1450:4003:80f::200e"])
      expect(isPublicAddress(open), open).toBe(true);
    for (const closed of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.5",
      "192.168.1.10",
      "169.254.169.254",
      "100.64.1.1",
      "0.0.0.0",
      "::1",
      "fd00::1",
      "fe80::1",
      "::ffff:10.0.0.1",
      "not-an-ip",
    ])
      expect(isPublicAddress(closed), closed).toBe(false);
  });

  it("is judged by every address its name resolves to", async () => {
    const resolver = (answers: string[]) => async () => answers.map((address) => ({ address }));
    expect(await resolvesPublicly("hooks.example.com", resolver(["8.8.8.8"]))).toBe(true);
    expect(await resolvesPublicly("mixed.example.com", resolver(["8.8.8.8", "10.0.0.1"]))).toBe(
      false,
    );
    expect(await resolvesPublicly("nothing.example.com", resolver([]))).toBe(false);
    const failing = async () => {
      throw new Error("ENOTFOUND");
    };
    expect(await resolvesPublicly("gone.example.com", failing)).toBe(false);
    expect(await resolvesPublicly("[::1]")).toBe(false);
  });
});
