import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { certificatesCopy } from "~/shared/copy/certificates";
import type { CertificateVerification } from "~/shared/certificates/schema";
import { createApp } from "../../app";
import { subscription } from "../../domain/subscriptions/tables";
import { nextAddress, signedInUser, type SignedInUser } from "../../testing/http-client";
import { describeEachDatabase } from "../../testing/test-app";
import { groupedCode, newPublicCode } from "../../infra/public-code";
import { PUBLIC_CHECK_RULE } from "./limit-public-checks";
import { publicChecks } from "./verification-setup";

const errors = certificatesCopy.errors;

describeEachDatabase("public certificate checks", (context) => {
  const { client, fixtures, issued, verify, ask, messageOf } = publicChecks(context);
  let admin: SignedInUser;

  beforeAll(async () => {
    admin = await signedInUser(context, { role: "admin" });
  });

  it("shows a valid certificate without a login, and without the street address or tax ids", async () => {
    const { row } = await issued({ tradingName: "Cafetería Lucía", city: "Alcalá de Henares" });
    const response = await verify(row.code);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const body = (await response.json()) as CertificateVerification;
    expect(body).toEqual({
      code: row.code,
      number: row.number,
      status: "valid",
      tradingName: "Cafetería Lucía",
      city: "Alcalá de Henares",
      timeZone: "Europe/Madrid",
      validFrom: row.validFrom.toISOString(),
      validUntil: row.validUntil.toISOString(),
      issuedAt: row.issuedAt.toISOString(),
      provider: {
        legalName: context().infra.env.publicConfig.legalName,
        taxId: context().infra.env.LEGAL_TAX_ID,
      },
      revokedAt: null,
      archivedAt: null,
      playLog: "intact",
    });
    expect(JSON.stringify(body)).not.toContain("Calle Mayor");
    expect(JSON.stringify(body)).not.toContain("B12345674");
    // As people type it: grouped, in lower case.
    expect((await verify(groupedCode(row.code).toLowerCase())).status).toBe(200);
  });

  it("says expired after the period, and as soon as the holder's access ends", async () => {
    const first = await issued();
    await fixtures.setPeriod(first.row.id, new Date("2025-01-01"), new Date("2025-02-01"));
    expect(((await (await verify(first.row.code)).json()) as CertificateVerification).status).toBe(
      "expired",
    );

    const second = await issued();
    await context()
      .database.db.update(subscription)
      .set({ status: "canceled" })
      .where(eq(subscription.userId, second.owner.id));
    expect(((await (await verify(second.row.code)).json()) as CertificateVerification).status).toBe(
      "expired",
    );
  });

  it("says revoked once an admin revokes it", async () => {
    const { row } = await issued();
    const revoke = await client.post(
      `/api/certificates/${row.id}/revoke`,
      { reason: "Establecimiento cerrado" },
      { cookie: admin.cookie },
    );
    expect(revoke.status).toBe(200);
    const body = (await (await verify(row.code)).json()) as CertificateVerification;
    expect(body.status).toBe("revoked");
    expect(body.revokedAt).not.toBeNull();
    // A revoked certificate proves nothing: it does not answer "¿Qué sonaba?".
    const refused = await ask(row.code, "2026-01-01", "12:00");
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe(errors.revoked);
  });

  it("answers 404 in Spanish for an unknown or malformed code", async () => {
    for (const code of [newPublicCode(), "abc", "0".repeat(21), "ILOU".repeat(5), "ñ"]) {
      const response = await verify(code);
      expect(response.status, code).toBe(404);
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
      expect(await messageOf(response)).toBe(errors.notFound);
      expect((await ask(encodeURIComponent(code), "2026-01-01", "12:00")).status).toBe(404);
    }
  });

  it("answers /verificar/<code> with 404 when the code names no certificate", async () => {
    const { row } = await issued();
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-web-"));
    try {
      fs.writeFileSync(path.join(root, "__spa-fallback.html"), "<!doctype html><title></title>");
      const app = createApp({ ...context().infra, webRoot: root });
      const page = (pathname: string) => app.request(pathname);
      const known = await page(`/verificar/${row.code}`);
      expect(known.status).toBe(200);
      expect(known.headers.get("content-type")).toContain("text/html");
      expect((await page(`/verificar/${groupedCode(row.code).toLowerCase()}`)).status).toBe(200);
      for (const code of [newPublicCode(), "no-existe", "abc", `${row.code}/otra`, ""]) {
        const unknown = await page(`/verificar/${code}`);
        expect(unknown.status, code).toBe(404);
        // Still the page, which says so in Spanish.
        expect(unknown.headers.get("content-type"), code).toContain("text/html");
        expect(unknown.headers.get("x-robots-tag"), code).toBe("noindex");
      }
      // A revoked certificate is still a certificate: its page says so, with 200.
      await client.post(
        `/api/certificates/${row.id}/revoke`,
        { reason: "Prueba" },
        { cookie: admin.cookie },
      );
      expect((await page(`/verificar/${row.code}`)).status).toBe(200);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it(`limits each address to ${PUBLIC_CHECK_RULE.max} checks a minute, with Retry-After`, async () => {
    const { row } = await issued();
    const address = nextAddress();
    for (let index = 0; index < PUBLIC_CHECK_RULE.max; index++) {
      const response =
        index % 2 === 0
          ? await verify(row.code, address)
          : await ask(row.code, "2026-01-01", "12:00", address);
      expect(response.status).toBeLessThan(429);
    }
    const limited = await verify(row.code, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(await messageOf(limited)).toBe(errors.tooManyRequests);
    expect((await ask(row.code, "2026-01-01", "12:00", address)).status).toBe(429);
    // Someone else is not held back.
    expect((await verify(row.code)).status).toBe(200);
  });
});
