import { createHash, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { inspectionFilesCopy } from "~/shared/copy/inspection-files";
import type {
  InspectionFileList,
  InspectionFileSummary,
  InspectionFileVerification,
} from "~/shared/inspection-files/schema";
import { inspectionFile } from "../../domain/inspection-files/tables";
import { playLogHead, playLogSeal } from "../../domain/play-log/tables";
import { certificateFixtures } from "../../testing/certificate-fixtures";
import { playLogFixtures } from "../../testing/play-log-fixtures";
import { httpClient, signedInUser, type SignedInUser } from "../../testing/http-client";
import { startLocalTsa, type LocalTsa } from "../../testing/local-tsa";
import { withTriggersOff } from "../../testing/play-log-tampering";
import { pdfQrCode, pdfText } from "../../testing/read-pdf";
import { rightsFixtures } from "../../testing/rights-fixtures";
import { teamFixtures } from "../../testing/team-fixtures";
import { describeEachDatabase } from "../../testing/test-app";
import { drawInspectionFile } from "./draw-inspection-file";
import { inspectionFileSettings } from "./inspection-file-settings";

const errors = inspectionFilesCopy.errors;
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

// Started before the suites' apps, which read its address as TSA_URL.
let tsa: LocalTsa;
beforeAll(async () => {
  tsa = await startLocalTsa();
});
afterAll(async () => {
  await tsa.close();
});

describeEachDatabase(
  "inspection files",
  (context) => {
    const client = httpClient(context);
    const fixtures = certificateFixtures(context);
    const rights = rightsFixtures(context);
    const team = teamFixtures(context);
    const db = () => context().database.db;
    let admin: SignedInUser;
    let owner: SignedInUser;
    let establishmentId: string;
    let licensedSongId: string;
    let sealedHash: string;

    beforeAll(async () => {
      admin = await signedInUser(context, { role: "admin" });
      owner = await signedInUser(context, { complimentary: true });
      establishmentId = (await fixtures.establishment(owner.cookie, { tradingName: "Café Lumen" }))
        .id;
      const [song] = await playLogFixtures(context).songs(admin.cookie, ["Brisa de noviembre"]);
      licensedSongId = song?.id ?? "";
      await rights.publishWithRights(admin.cookie, licensedSongId);
      // October 2026 in Madrid: a licensed song on the 3rd and the 20th, an unknown one on the
      // 20th, the shop's own message (not music), and a play of the 1st of November outside.
      const play = (startedAt: string, title: string, songId?: string) =>
        fixtures.play(establishmentId, { startedAt, secondsHeard: 180, title, songId });
      await play("2026-10-03T09:00:00.000Z", "Brisa de noviembre", licensedSongId);
      await play("2026-10-20T17:30:00.000Z", "Brisa de noviembre", licensedSongId);
      await play("2026-10-20T17:35:00.000Z", "Canción sin derechos");
      await fixtures.play(establishmentId, {
        startedAt: "2026-10-20T17:40:00.000Z",
        secondsHeard: 20,
        title: "Cerramos en 15 minutos",
        kind: "message",
      });
      // The night's seal of the 20th, where the chain stood, as the daily job writes it.
      const [head] = await db()
        .select()
        .from(playLogHead)
        .where(eq(playLogHead.zoneId, establishmentId));
      await db()
        .insert(playLogSeal)
        .values({
          id: randomUUID(),
          establishmentId,
          zoneId: establishmentId,
          seq: head?.seq ?? 0,
          hash: head?.hash ?? "",
          reason: "daily",
          sealedAt: new Date("2026-10-21T01:30:00.000Z"),
        });
      sealedHash = head?.hash ?? "";
      await play("2026-11-01T10:00:00.000Z", "Fuera del periodo");
    });

    const request = (cookie: string, body: Record<string, unknown>) =>
      client.post("/api/inspection-files", body, { cookie });
    const october = { from: "2026-10-01", until: "2026-10-31" };

    async function ready(cookie: string, id: string): Promise<InspectionFileSummary> {
      return vi.waitFor(
        async () => {
          const summary = (await (
            await client.get(`/api/inspection-files/${id}`, { cookie })
          ).json()) as InspectionFileSummary;
          if (summary.status !== "ready") throw new Error(`still ${summary.status}`);
          return summary;
        },
        { timeout: 60_000, interval: 200 },
      );
    }

    // The job marks the file ready, then sends its e-mail: a test may ask between the two.
    const fileReadyMail = (address: string) =>
      vi.waitFor(
        () => {
          const mail = context().mailbox.latestTo(address);
          if (mail.subject !== inspectionFilesCopy.email.subject("Café Lumen")) {
            throw new Error(`latest e-mail is ${mail.subject}`);
          }
          return mail;
        },
        { timeout: 10_000, interval: 100 },
      );

    async function pdfOf(cookie: string, id: string) {
      const response = await client.get(`/api/inspection-files/${id}/pdf`, { cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      return new Uint8Array(await response.arrayBuffer());
    }

    const check = (code: string, hash: string) =>
      client.post(`/api/inspection-files/verify/${code}/check`, { sha256: hash });

    it("makes the owner's file of a month: its plays with their rights, the declaration signed, sealed by its hash", async () => {
      const asked = await request(owner.cookie, {
        ...october,
        establishmentId,
        detail: "every-play",
        declaration: { signerName: "Lucía Pérez Gómez" },
      });
      expect(asked.status, await asked.clone().text()).toBe(202);
      const { id, code } = (await asked.json()) as { id: string; code: string };
      expect(code).toMatch(/^EXP[0-9A-HJKMNP-TV-Z]{20}$/);

      const summary = await ready(owner.cookie, id);
      expect(summary).toMatchObject({
        code,
        tradingName: "Café Lumen",
        periodFrom: "2026-10-01",
        periodUntil: "2026-10-31",
        zones: ["Principal"],
        everyPlay: true,
        declared: true,
        progress: 100,
      });
      const pdf = await pdfOf(owner.cookie, id);
      expect(sha256(pdf)).toBe(summary.sha256);
      expect(pdf.length).toBe(summary.bytes);

      const { text } = await pdfText(pdf);
      const flat = text.replace(/\s+/g, " ");
      expect(flat).toContain("Hostelería Lucía S.L.");
      expect(flat).toContain("B12345674");
      expect(flat).toContain("Periodo: del 01/10/2026 al 31/10/2026");
      expect(flat).toContain("«Brisa de noviembre» de Artista de prueba — 2 reproducciones");
      expect(flat).toContain("No gestionada por");
      expect(flat).toContain("«Canción sin derechos» de Artista de prueba — 1 reproducción");
      expect(flat).toContain(inspectionFilesCopy.pdf.noRights);
      expect(flat).toContain("Firmada en la aplicación por Lucía Pérez Gómez");
      expect(flat).toContain("la única música ambiental que sonó en Café Lumen");
      expect(flat).toContain("03/10/2026: 1 reproducción");
      expect(flat).toContain("20/10/2026: 2 reproducciones");
      expect(flat).toContain(`21/10/2026 · Principal · n.º 4 · ${sealedHash}`);
      // The shop's own message is not music; November is outside.
      expect(flat).not.toContain("Cerramos en 15 minutos");
      expect(flat).not.toContain("Fuera del periodo");
      expect(await pdfQrCode(pdf)).toBe(`http://localhost:3000/verificar/${code}`);

      // The e-mail keeps a copy of the hash outside the database.
      const mail = await fileReadyMail(owner.email);
      expect(mail.text).toContain(summary.sha256 ?? "missing");

      const listed = (await (
        await client.get(`/api/inspection-files?establishmentId=${establishmentId}`, {
          cookie: owner.cookie,
        })
      ).json()) as InspectionFileList;
      expect(listed.files.map((file) => file.id)).toContain(id);
    });

    it("answers anyone with the code what the file is, and refuses an altered copy", async () => {
      const asked = await request(owner.cookie, {
        ...october,
        establishmentId,
        detail: "every-play",
      });
      const { id, code } = (await asked.json()) as { id: string; code: string };
      const summary = await ready(owner.cookie, id);
      const pdf = await pdfOf(owner.cookie, id);

      // The token over the hash comes from the stamping queue.
      const verification = await vi.waitFor(
        async () => {
          const answer = (await (
            await client.get(`/api/inspection-files/verify/${code}`)
          ).json()) as InspectionFileVerification;
          if (typeof answer.stamp !== "object") throw new Error(`stamp ${answer.stamp}`);
          return answer;
        },
        { timeout: 30_000, interval: 200 },
      );
      expect(verification).toMatchObject({
        code,
        tradingName: "Café Lumen",
        city: "Madrid",
        sha256: summary.sha256,
        playLog: "intact",
      });
      // Nothing personal beyond the trading name and the city.
      expect(JSON.stringify(verification)).not.toMatch(/B12345674|Calle Mayor|Hostelería/);

      expect(await (await check(code, sha256(pdf))).json()).toEqual({ matches: true });
      // One changed byte, anywhere: another file.
      const altered = pdf.slice();
      const middle = altered.length >> 1;
      altered[middle] = (altered[middle] ?? 0) ^ 1;
      expect(await (await check(code, sha256(altered))).json()).toEqual({ matches: false });
      // Dashes and lower case, as a person types the printed code.
      const typed = `exp-${code.slice(3).toLowerCase().match(/.{4}/g)?.join("-")}`;
      expect(await (await check(typed, sha256(pdf))).json()).toEqual({ matches: true });

      // Whoever owns the database puts the altered file's hash on the row: the authority's
      // token still vouches for the first one, so neither copy passes.
      await withTriggersOff(context(), (tx) =>
        tx
          .update(inspectionFile)
          .set({ sha256: sha256(altered) })
          .where(eq(inspectionFile.id, id)),
      );
      expect(await (await check(code, sha256(altered))).json()).toEqual({ matches: false });
      const after = (await (
        await client.get(`/api/inspection-files/verify/${code}`)
      ).json()) as InspectionFileVerification;
      expect(after.stamp).toBe("invalid");
    });

    it("lists a long period per day, and in full only the days asked", async () => {
      const asked = await request(owner.cookie, {
        establishmentId,
        from: "2026-01-01",
        until: "2026-11-15",
        detail: "some-days",
        days: ["2026-10-20"],
      });
      expect(asked.status, await asked.clone().text()).toBe(202);
      const { id } = (await asked.json()) as { id: string };
      const summary = await ready(owner.cookie, id);
      expect(summary).toMatchObject({ everyPlay: false, declared: false });
      const flat = (await pdfText(await pdfOf(owner.cookie, id))).text.replace(/\s+/g, " ");
      expect(flat).toContain("03/10/2026: 1 reproducción");
      expect(flat).toContain("01/11/2026: 1 reproducción");
      expect(flat).toContain(inspectionFilesCopy.pdf.noDeclaration);
      // The plays of the 20th one by one (18:30 in Madrid), not those of the 3rd.
      expect(flat).toContain("20/10/26, 19:30:00 19:33:00 «Brisa de noviembre»");
      expect(flat).not.toContain("03/10/26, 11:00:00");
    });

    it("lets a manager of the establishment make one with the owner's declaration, never sign it", async () => {
      const manager = await team.member(owner.cookie, {
        role: "manager",
        establishmentIds: [establishmentId],
      });
      // The owner signed for October in the first test: it covers a week of it.
      const week = {
        establishmentId,
        from: "2026-10-14",
        until: "2026-10-20",
        detail: "every-play",
      };
      const signing = await request(manager.cookie, {
        ...week,
        declaration: { signerName: "Encargada" },
      });
      expect(signing.status).toBe(403);
      expect(((await signing.json()) as { error: { message: string } }).error.message).toBe(
        errors.onlyOwnerDeclares,
      );

      const asked = await request(manager.cookie, week);
      expect(asked.status, await asked.clone().text()).toBe(202);
      const { id } = (await asked.json()) as { id: string };
      expect(await ready(manager.cookie, id)).toMatchObject({ declared: true });
      expect((await fileReadyMail(manager.email)).subject).toBe(
        inspectionFilesCopy.email.subject("Café Lumen"),
      );

      // An employee may not; another owner's establishment is not found.
      const employee = await team.member(owner.cookie, {
        role: "employee",
        establishmentIds: [establishmentId],
      });
      expect((await request(employee.cookie, week)).status).toBe(403);
      expect(
        (await client.get(`/api/inspection-files/${id}`, { cookie: employee.cookie })).status,
      ).toBe(403);
      const stranger = await signedInUser(context, { complimentary: true });
      expect((await request(stranger.cookie, week)).status).toBe(404);
      expect(
        (await client.get(`/api/inspection-files/${id}/pdf`, { cookie: stranger.cookie })).status,
      ).toBe(404);
      expect((await client.get(`/api/inspection-files/${id}`)).status).toBe(401);
    });

    it("refuses a bad request with the reason, in Spanish", async () => {
      const refused = async (body: Record<string, unknown>, message: string) => {
        const response = await request(owner.cookie, {
          establishmentId,
          detail: "every-play",
          ...body,
        });
        expect(response.status).toBe(400);
        expect(await response.text()).toContain(message);
      };
      await refused({ from: "2026-10-10", until: "2026-10-01" }, errors.untilBeforeFrom);
      await refused({ from: "2025-01-01", until: "2026-10-01" }, errors.periodTooLong);
      await refused({ from: "2026-10-01", until: "2999-10-01" }, errors.periodTooLong);
      await refused({ from: "2099-10-01", until: "2099-10-02" }, errors.periodInFuture);
      await refused(
        { from: "2026-10-01", until: "2026-10-02", detail: "some-days" },
        errors.daysRequired,
      );
      await refused(
        { from: "2026-10-01", until: "2026-10-02", detail: "some-days", days: ["2026-10-05"] },
        errors.dayOutsidePeriod,
      );
      await refused(
        { from: "2026-10-01", until: "2026-10-02", declaration: { signerName: "" } },
        errors.signerNameRequired,
      );
      expect((await client.get("/api/inspection-files/verify/NOTACODE")).status).toBe(400);
      const unknown = await client.get(`/api/inspection-files/verify/EXP${"0".repeat(20)}`);
      expect(unknown.status).toBe(404);
    });

    it("finishes a file whose drawing was cut off, once, when its job runs again", async () => {
      // A row asked for as the route does, its job left to this test: the queue's worker
      // would race it. The server is stopping when the drawing would start.
      const [file] = await db()
        .insert(inspectionFile)
        .values({
          id: randomUUID(),
          code: `EXP${randomUUID()
            .replaceAll("-", "")
            .slice(0, 20)
            .toUpperCase()
            .replace(/[ILOU]/g, "0")}`,
          establishmentId,
          requestedBy: owner.id,
          zoneIds: [establishmentId],
          periodFrom: "2026-10-01",
          periodUntil: "2026-10-31",
          fullDays: null,
          status: "queued",
        })
        .returning();
      const id = file?.id ?? "";
      const { infra } = context();
      const deps = {
        ...infra,
        db: db(),
        settings: inspectionFileSettings(infra.env),
      };
      await expect(drawInspectionFile(deps, id, { signal: AbortSignal.abort() })).rejects.toThrow();
      const [cut] = await db().select().from(inspectionFile).where(eq(inspectionFile.id, id));
      expect(cut).toMatchObject({ status: "drawing", sha256: null, objectKey: null });

      expect(await drawInspectionFile(deps, id)).toBe("ready");
      const [sealed] = await db().select().from(inspectionFile).where(eq(inspectionFile.id, id));
      expect(sealed?.sha256).toMatch(/^[0-9a-f]{64}$/);
      // A job delivered twice draws nothing again: the sealed file stays the one issued.
      expect(await drawInspectionFile(deps, id)).toBe("already");
      const [again] = await db().select().from(inspectionFile).where(eq(inspectionFile.id, id));
      expect(again?.sha256).toBe(sealed?.sha256);
    });

    it("archives an establishment whose only evidence is a file, never deletes it", async () => {
      const quiet = await fixtures.establishment(owner.cookie, { tradingName: "Bar Sin Música" });
      const asked = await request(owner.cookie, {
        establishmentId: quiet.id,
        ...october,
        detail: "every-play",
      });
      const { id } = (await asked.json()) as { id: string };
      await ready(owner.cookie, id);
      const removed = await client.request("DELETE", `/api/establishments/${quiet.id}`, {
        cookie: owner.cookie,
      });
      expect(removed.status, await removed.clone().text()).toBe(200);
      expect(await removed.json()).toMatchObject({ archived: true });
      // The file and its public check outlive the establishment's place in the list.
      expect(
        (await client.get(`/api/inspection-files/${id}`, { cookie: owner.cookie })).status,
      ).toBe(200);
    });

    it("keeps a sealed file as it was issued: the database refuses to change or delete it", async () => {
      const [sealed] = await db()
        .select({ id: inspectionFile.id })
        .from(inspectionFile)
        .where(sql`${inspectionFile.sha256} is not null`)
        .limit(1);
      const id = sealed?.id ?? "";
      await expect(
        db()
          .update(inspectionFile)
          .set({ sha256: "0".repeat(64) })
          .where(eq(inspectionFile.id, id)),
      ).rejects.toThrow();
      await expect(db().delete(inspectionFile).where(eq(inspectionFile.id, id))).rejects.toThrow();
    });
  },
  () => ({ TSA_URL: tsa.url }),
);
