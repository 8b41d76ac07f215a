import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createApp } from "../../app";
import { inspectionFile } from "../../domain/inspection-files/tables";
import { groupedCode } from "../../infra/public-code";
import { certificateFixtures } from "../../testing/certificate-fixtures";
import { signedInUser } from "../../testing/http-client";
import { describeEachDatabase } from "../../testing/test-app";
import { newInspectionFileCode } from "./inspection-file-code";

describeEachDatabase("/verificar/<code> of an inspection file", (context) => {
  const fixtures = certificateFixtures(context);
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-web-"));
    fs.writeFileSync(path.join(root, "__spa-fallback.html"), "<!doctype html><title></title>");
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  /** A file's row as the job leaves it: sealed (hash and moment written) or still queued. */
  async function file(establishmentId: string, sealed: boolean) {
    const code = newInspectionFileCode();
    await context()
      .database.db.insert(inspectionFile)
      .values({
        id: randomUUID(),
        code,
        establishmentId,
        zoneIds: [establishmentId],
        periodFrom: "2026-10-01",
        periodUntil: "2026-10-31",
        status: sealed ? "ready" : "queued",
        ...(sealed ? { sha256: "a".repeat(64), bytes: 1000, issuedAt: new Date() } : {}),
      });
    return code;
  }

  // What the file's QR code opens shares the certificates' route: the page's status says
  // whether the code names a file, as the API does.
  it("answers 200 for a sealed file's code, and 404 for one still drawn or unknown", async () => {
    const owner = await signedInUser(context, { complimentary: true });
    const { id } = await fixtures.establishment(owner.cookie);
    const sealed = await file(id, true);
    const queued = await file(id, false);
    const app = createApp({ ...context().infra, webRoot: root });
    const page = (code: string) => app.request(`/verificar/${code}`);

    expect((await page(sealed)).status).toBe(200);
    // As people type it: grouped, in lower case.
    expect((await page(groupedCode(sealed).toLowerCase())).status).toBe(200);
    for (const code of [queued, newInspectionFileCode(), `EXP${"0".repeat(19)}`]) {
      const unknown = await page(code);
      expect(unknown.status, code).toBe(404);
      expect(unknown.headers.get("content-type"), code).toContain("text/html");
    }
  });
});
