import { beforeAll, expect, it } from "vitest";
import { certificatesCopy } from "~/shared/copy/certificates";
import type { CertificateSummary, CertificateVerification } from "~/shared/certificates/schema";
import { barInMadrid } from "~/shared/testing/establishment-details";
import { signedInUser, type SignedInUser } from "../../testing/http-client";
import { describeEachDatabase } from "../../testing/test-app";
import { publicChecks } from "./verification-setup";

const errors = certificatesCopy.errors;

describeEachDatabase("public certificate checks", (context) => {
  const { client, fixtures, issued, verify, ask, titlesAt, messageOf } = publicChecks(context);
  let admin: SignedInUser;

  beforeAll(async () => {
    admin = await signedInUser(context, { role: "admin" });
  });

  it("reads the local time on the days the clocks change, and in the Canaries", async () => {
    const { row, establishment } = await issued();
    await fixtures.setPeriod(row.id, new Date("2026-01-01T00:00:00Z"), new Date("2027-01-01"));
    // 29 March 2026: 02:00 becomes 03:00 in Madrid; 03:00 local is 01:00 UTC.
    await fixtures.play(establishment.id, {
      startedAt: "2026-03-29T01:00:00.000Z",
      secondsHeard: 300,
      title: "Cambio de hora",
    });
    expect(await titlesAt(row.code, "2026-03-29", "03:02")).toEqual(["Cambio de hora"]);
    expect(await titlesAt(row.code, "2026-03-29", "01:59")).toEqual([]);
    // 25 October 2026: 02:30 happens twice; the first one (00:30 UTC) is meant.
    await fixtures.play(establishment.id, {
      startedAt: "2026-10-25T00:30:00.000Z",
      secondsHeard: 120,
      title: "Hora repetida",
    });
    expect(await titlesAt(row.code, "2026-10-25", "02:31")).toEqual(["Hora repetida"]);

    const canary = await issued({
      postcode: "35001",
      city: "Las Palmas de Gran Canaria",
      province: "Las Palmas",
    });
    await fixtures.setPeriod(canary.row.id, new Date("2026-01-01"), new Date("2027-01-01"));
    expect(
      ((await (await verify(canary.row.code)).json()) as CertificateVerification).timeZone,
    ).toBe("Atlantic/Canary");
    // 12:42 in the Canaries in July is 11:42 UTC, an hour behind the mainland.
    await fixtures.play(canary.establishment.id, {
      startedAt: "2026-07-15T11:42:00.000Z",
      secondsHeard: 60,
      title: "Isleña",
    });
    expect(await titlesAt(canary.row.code, "2026-07-15", "12:42:30")).toEqual(["Isleña"]);
    expect(await titlesAt(canary.row.code, "2026-07-15", "13:42:30")).toEqual([]);
  });

  it("keeps the time zone it was issued with when the establishment's changes", async () => {
    const { row, establishment, owner } = await issued();
    await fixtures.setPeriod(row.id, new Date("2026-01-01T00:00:00Z"), new Date("2027-01-01"));
    await fixtures.play(establishment.id, {
      startedAt: "2026-07-15T11:42:00.000Z",
      secondsHeard: 60,
      title: "Peninsular",
    });
    const moved = await client.put(
      `/api/establishments/${establishment.id}`,
      { ...barInMadrid, postcode: "35001", province: "Las Palmas", timeZone: "Atlantic/Canary" },
      { cookie: owner.cookie },
    );
    expect(moved.status, await moved.clone().text()).toBe(200);

    const body = (await (await verify(row.code)).json()) as CertificateVerification;
    expect(body.timeZone).toBe("Europe/Madrid");
    expect(await titlesAt(row.code, "2026-07-15", "13:42")).toEqual(["Peninsular"]);
    expect(await titlesAt(row.code, "2026-07-15", "12:42")).toEqual([]);
    const [listed] = (await (
      await client.get("/api/certificates", { cookie: owner.cookie })
    ).json()) as CertificateSummary[];
    expect(listed?.timeZone).toBe("Europe/Madrid");

    // Issued before certificates kept their zone: the establishment's zone stands in.
    await fixtures.forgetTimeZone(row.id);
    expect(((await (await verify(row.code)).json()) as CertificateVerification).timeZone).toBe(
      "Atlantic/Canary",
    );
    expect(await titlesAt(row.code, "2026-07-15", "12:42")).toEqual(["Peninsular"]);
  });

  /** A local date in Madrid, `days` from today: "2026-11-27". */
  const madridDay = (days: number) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(
      Date.now() + days * 86_400_000,
    );

  it("answers only within the cover: when it begins, that a moment is still to come, when it ended", async () => {
    const current = await issued();
    // The cover began at 20:56 on 24/11/2026 (Madrid) and runs on past today.
    await fixtures.setPeriod(
      current.row.id,
      new Date("2026-11-24T19:56:00Z"),
      new Date(Date.now() + 20 * 86_400_000),
    );
    const before = await ask(current.row.code, "2026-11-24", "20:55");
    expect(before.status).toBe(400);
    expect(await messageOf(before)).toBe(
      "La cobertura de este certificado empieza el 24/11/2026 a las 20:56.",
    );
    expect((await ask(current.row.code, "2026-11-24", "20:56")).status).toBe(200);
    expect((await ask(current.row.code, "2026-11-23", "23:00")).status).toBe(400);
    const future = await ask(current.row.code, madridDay(2), "12:00");
    expect(future.status).toBe(400);
    expect(await messageOf(future)).toBe("Esa hora aún no ha llegado");

    const { row } = await issued();
    await fixtures.setPeriod(
      row.id,
      new Date("2026-03-01T09:00:00Z"),
      new Date("2026-04-01T09:00:00Z"),
    );
    const early = await ask(row.code, "2026-03-01", "09:59");
    expect(await messageOf(early)).toBe(errors.beforeCover("01/03/2026", "10:00"));
    expect((await ask(row.code, "2026-03-01", "10:00")).status).toBe(200);
    expect((await ask(row.code, "2026-04-01", "10:59")).status).toBe(200);
    const after = await ask(row.code, "2026-04-01", "11:00");
    expect(after.status).toBe(400);
    expect(await messageOf(after)).toBe(
      "La cobertura de este certificado terminó el 01/04/2026 a las 11:00.",
    );
    for (const [date, time] of [
      ["2026-02-30", "12:00"],
      ["2026-03-10", "24:00"],
      ["2026-03-10", "12:60"],
      ["10/03/2026", "12:00"],
      ["2026-03-10", ""],
    ] as const)
      expect((await ask(row.code, date, time)).status, `${date} ${time}`).toBe(400);
    expect((await client.get(`/api/certificates/verify/${row.code}/what-played`)).status).toBe(400);
  });

  it("says 'dado de baja' from the establishment's removal on, and answers for what came before", async () => {
    const { row, establishment, owner } = await issued();
    await fixtures.setPeriod(row.id, new Date("2026-01-01T00:00:00Z"), new Date("2027-01-01"));
    await fixtures.play(establishment.id, {
      startedAt: "2026-07-15T11:42:00.000Z",
      secondsHeard: 60,
      title: "Antes de la baja",
    });
    const removed = await client.request("DELETE", `/api/establishments/${establishment.id}`, {
      cookie: owner.cookie,
    });
    expect(await removed.json()).toEqual({ ok: true, archived: true });

    const body = (await (await verify(row.code)).json()) as CertificateVerification;
    expect(body.status).toBe("archived");
    expect(Date.now() - Date.parse(body.archivedAt ?? "")).toBeLessThan(60_000);
    const statusIn = async (path: string, cookie: string) =>
      ((await (await client.get(path, { cookie })).json()) as CertificateSummary[]).find(
        (entry) => entry.id === row.id,
      );
    expect(await statusIn("/api/certificates", owner.cookie)).toMatchObject({
      status: "archived",
      archivedAt: body.archivedAt,
    });
    expect(await statusIn(`/api/users/${owner.id}/certificates`, admin.cookie)).toMatchObject({
      status: "archived",
    });

    // Removed at 12:00 on 1 August (Madrid): what played before is still answered.
    await fixtures.setArchivedAt(establishment.id, new Date("2026-08-01T10:00:00Z"));
    expect(((await (await verify(row.code)).json()) as CertificateVerification).archivedAt).toBe(
      "2026-08-01T10:00:00.000Z",
    );
    expect(await titlesAt(row.code, "2026-07-15", "13:42")).toEqual(["Antes de la baja"]);
    expect((await ask(row.code, "2026-08-01", "11:59")).status).toBe(200);
    const after = await ask(row.code, "2026-08-01", "12:00");
    expect(after.status).toBe(400);
    expect(await messageOf(after)).toBe(errors.afterArchive("01/08/2026", "12:00"));

    // Removed after its period ended, a certificate simply expired.
    await fixtures.setPeriod(row.id, new Date("2026-01-01T00:00:00Z"), new Date("2026-07-01"));
    expect(((await (await verify(row.code)).json()) as CertificateVerification).status).toBe(
      "expired",
    );
  });
});
