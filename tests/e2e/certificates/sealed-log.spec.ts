import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { certificate } from "../../../src/server/domain/certificates/tables";
import { playLog, playLogHead } from "../../../src/server/domain/play-log/tables";
import { chainPlays } from "../../../src/server/features/play-log/play-chain";
import { sealPlayLogs } from "../../../src/server/features/play-log/seal-play-logs";
import { stampSeal } from "../../../src/server/features/play-log/stamp-seal";
import { paths } from "../../../src/shared/paths";
import { expect } from "../fixtures";
import { signIn } from "../support/accounts";
import { customerWithCertificate, madridMoment, spanishDate } from "../support/certificates";
import { ownAppTest } from "../support/own-app-test";
import { viewports } from "../support/viewports";

const MINUTE_MS = 60_000;
const TOKEN = Buffer.from([0x30, 0x03, 0x02, 0x01, 0x00]);

/**
 * This file's test changes the database behind the app's back, so it browses an app of
 * its own that it can stop and reach into: every fixture that names the server goes there.
 */
const test = ownAppTest;

test.use({ viewport: viewports.phone });

test("the public page answers for a sealed log, and says 'Registro alterado' once a sealed row is changed", async ({
  page,
  request,
  admin,
  ownApp,
  expectHttpErrors,
}) => {
  test.setTimeout(90_000);
  const {
    account,
    establishment,
    certificate: issued,
  } = await customerWithCertificate(request, admin);
  const start = Date.now() - 30 * MINUTE_MS;
  const titles = ["Primera", "Segunda", "Tercera"];

  // Three plays of the last half hour, chained as the ingest chains them, then the
  // nightly seal; the certificate's period is moved to cover them.
  await ownApp.withDatabase(async (db) => {
    const rows = chainPlays(
      { seq: 0, hash: "0".repeat(64) },
      titles.map((title, index) => ({
        establishmentId: establishment.id,
        zoneId: establishment.id,
        clientId: randomUUID(),
        kind: "song",
        songId: randomUUID(),
        title,
        artist: "Marina Sol",
        startedAt: new Date(start + index * 5 * MINUTE_MS),
        endedAt: new Date(start + index * 5 * MINUTE_MS + 240_000),
        secondsHeard: 240,
        ending: "ended" as const,
        deviceId: randomUUID(),
        origin: "network" as const,
        receivedAt: new Date(start + (index * 5 + 4) * MINUTE_MS),
      })),
    );
    await db.insert(playLog).values(rows);
    const last = rows.at(-1) as (typeof rows)[number];
    await db.insert(playLogHead).values({
      establishmentId: establishment.id,
      zoneId: establishment.id,
      seq: last.seq,
      hash: last.hash,
    });
    // A certificate changes only to be revoked (decision 033): its cover moves with its
    // trigger off, as only the database's owner could.
    await db.execute(sql`alter table certificate disable trigger certificate_append_only`);
    await db
      .update(certificate)
      .set({ validFrom: new Date(start - 60 * MINUTE_MS) })
      .where(sql`${certificate.id} = ${issued.id}`);
    await db.execute(sql`alter table certificate enable trigger certificate_append_only`);
    // The app is shared with the file's neighbours, whose logs may be sealed here too.
    const seal = (await sealPlayLogs({ db })).find(
      (sealed) => sealed.establishmentId === establishment.id,
    );
    // A time-stamp authority's answer, as the stamping job stores it (fixed bytes here).
    await stampSeal({
      db,
      sealId: seal?.id ?? "",
      authority: {
        stamp: async () => ({
          response: TOKEN,
          genTime: new Date(),
          serialNumber: "1",
        }),
      },
    });
  });

  // The owner sees the seals under the history, and downloads the time stamp.
  await signIn(page, account);
  await page.goto(paths.dashboard.history);
  const seals = page.getByRole("region", { name: "Sellos del registro" });
  await expect(seals.getByTestId("play-log-seal")).toHaveCount(2);
  await expect(seals.getByTestId("play-log-seal").first()).toContainText("Nº de reproducción: 3");
  await expect(seals.getByTestId("play-log-seal").last()).toContainText("Nº de reproducción: 0");
  const download = seals.getByRole("link", { name: /Descargar el sello de tiempo/ });
  const token = await page.request.get((await download.getAttribute("href")) ?? "");
  expect(token.headers()["content-type"]).toBe("application/timestamp-reply");
  expect(Buffer.from(await token.body())).toEqual(TOKEN);
  await seals.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/shots-seals/history-seals-375.png", fullPage: true });

  await page.goto(`/verificar/${issued.code}`);
  await expect(page.getByTestId("certificate-status")).toHaveText("Válido");
  await expect(page.getByTestId("play-log-altered")).toHaveCount(0);
  const asked = madridMoment(start + 6 * MINUTE_MS);
  const form = page.getByRole("region", { name: "¿Qué sonaba?" });
  await form.getByLabel("Fecha").fill(asked.date);
  await form.getByLabel("Hora").fill(asked.time);
  await form.getByLabel("Hora").press("Enter");
  const answer = page.getByTestId("what-played-answer");
  await expect(answer).toContainText(`El ${spanishDate(asked.date)} a las ${asked.time}:`);
  await expect(answer).toContainText("«Segunda» de Marina Sol");
  await page.screenshot({ path: "/tmp/shots-seals/verify-sealed-375.png", fullPage: true });

  /** A row's title changed with the triggers off, as a database user could. */
  const forge = (seq: number) =>
    ownApp.withDatabase(async (db) => {
      await db.execute(sql`alter table play_log disable trigger user`);
      await db.execute(
        sql`update play_log set title = 'Falsa' where establishment_id = ${establishment.id} and seq = ${seq}`,
      );
      await db.execute(sql`alter table play_log enable trigger user`);
    });

  // A row in the middle: the end of the log still holds, but asking about that moment
  // finds it and answers nothing from the log.
  expectHttpErrors(409);
  await forge(2);
  await page.reload();
  await expect(page.getByTestId("play-log-altered")).toHaveCount(0);
  await form.getByLabel("Fecha").fill(asked.date);
  await form.getByLabel("Hora").fill(asked.time);
  await form.getByLabel("Hora").press("Enter");
  await expect(form.getByRole("alert")).toContainText(
    "Registro alterado: el registro de reproducción de este establecimiento no coincide con sus sellos",
  );
  await expect(page.getByText("Falsa")).toHaveCount(0);

  // The last sealed row: the page itself says so, before anyone asks.
  await forge(3);
  await page.reload();
  const altered = page.getByTestId("play-log-altered");
  await expect(altered).toBeVisible();
  await expect(altered).toContainText("Registro alterado");
  await expect(altered).toContainText("no coincide con los sellos");
  // It no longer says what played.
  await expect(page.getByRole("region", { name: "¿Qué sonaba?" })).toHaveCount(0);
  await page.screenshot({ path: "/tmp/shots-seals/verify-altered-375.png", fullPage: true });
});
