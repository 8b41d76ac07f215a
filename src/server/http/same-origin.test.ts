import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createLogger } from "../infra/logger";
import { onError } from "./on-error";
import { sameOrigin } from "./same-origin";

const app = new Hono()
  .use(sameOrigin({ appUrl: "https://sonaria.es" }))
  .post("/", (c) => c.json({ ok: true }));
app.onError(onError(createLogger({ level: "silent" })));

const post = (headers: Record<string, string>) => app.request("/", { method: "POST", headers });

describe("sameOrigin", () => {
  it("lets the site's own requests and non-browser clients through", async () => {
    expect((await post({ origin: "https://sonaria.es" })).status).toBe(200);
    expect((await post({ "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect((await post({})).status).toBe(200);
  });

  it("refuses a foreign origin", async () => {
    expect((await post({ origin: "https://evil.example" })).status).toBe(403);
  });

  it("reads Sec-Fetch-Site whatever its case", async () => {
    for (const site of ["cross-site", "Cross-Site", "CROSS-SITE"])
      expect((await post({ "sec-fetch-site": site })).status, site).toBe(403);
  });
});
