import fs from "node:fs";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { certificate } from "../../../src/server/domain/certificates/tables";
import { playLog, playLogHead } from "../../../src/server/domain/play-log/tables";
import { chainPlays } from "../../../src/server/features/play-log/play-chain";
import { paths } from "../../../src/shared/paths";
import { expect } from "../fixtures";
import { signIn } from "../support/accounts";
import { expectNoAxeViolations } from "../support/axe";
import { customerWithCertificate, madridMoment, spanishDate } from "../support/certificates";
import { tabTo, typeDate } from "../support/keyboard";
import { expectNoSidewaysScroll } from "../support/layout";
import { ownAppTest } from "../support/own-app-test";
import { atBothWidths, viewports } from "../support/viewports";

const MINUTE_MS = 60_000;
const shots = "/tmp/shots-late";

/**
 * A play that reached the server long after it ended cannot be made through the API in a
 * short test (it must come inside a device's offline lease, after the establishment
 * existed, more than five minutes late), so this file writes the log into the database of
 * an app of its own, stopped meanwhile, as the ingest would have written it.
 */
const test = ownAppTest;

/** "DD/MM a las HH:MM", in Madrid, as both pages say when a late play arrived. */
const receivedNote = (at: number) => {
  const moment = madridMoment(at);
  return `registrado al recuperar la conexión, el ${spanishDate(moment.date).slice(0, 5)} a las ${moment.time}`;
};

// One app of its own, set up once, read at both widths: a phone first (the inspector's),
// then the owner's desk.
test.use({ viewport: viewports.phone });

test("a play recorded late reads as late on the public page and in the owner's history, a live one does not", async ({
  page,
  request,
  admin,
  ownApp,
}) => {
  test.setTimeout(90_000);
  const {
    account,
    establishment,
    certificate: issued,
  } = await customerWithCertificate(request, admin);
  // Whole seconds, as the pages show them.
  const now = Math.floor(Date.now() / 1000) * 1000;
  const live = {
    title: "Mar de fondo",
    startedAt: now - 70 * MINUTE_MS,
    endedAt: now - 66 * MINUTE_MS,
    // Sent as it ended.
    receivedAt: now - 66 * MINUTE_MS + 2000,
  };
  const late = {
    title: "Luz de tarde",
    startedAt: now - 60 * MINUTE_MS,
    endedAt: now - 56 * MINUTE_MS,
    // Kept in the device's queue and sent 40 minutes after it ended.
    receivedAt: now - 16 * MINUTE_MS,
  };

  // Chained in the order they reached the server, as the ingest chains them; the
  // certificate's cover moved back to hold them.
  await ownApp.withDatabase(async (db) => {
    const rows = chainPlays(
      { seq: 0, hash: "0".repeat(64) },
      [live, late].map((play) => ({
        establishmentId: establishment.id,
        zoneId: establishment.id,
        clientId: randomUUID(),
        kind: "song",
        songId: randomUUID(),
        title: play.title,
        artist: "Marina Sol",
        startedAt: new Date(play.startedAt),
        endedAt: new Date(play.endedAt),
        secondsHeard: (play.endedAt - play.startedAt) / 1000,
        ending: "ended" as const,
        deviceId: randomUUID(),
        origin: "network" as const,
        receivedAt: new Date(play.receivedAt),
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
      .set({ validFrom: new Date(now - 2 * 60 * MINUTE_MS) })
      .where(sql`${certificate.id} = ${issued.id}`);
    await db.execute(sql`alter table certificate enable trigger certificate_append_only`);
  });

  // The public page, in a browser that never signed in, asked by keyboard alone.
  await page.goto(`/verificar/${issued.code}`);
  await expect(page.getByTestId("certificate-status")).toHaveText("Válido");
  const form = page.getByRole("region", { name: "¿Qué sonaba?" });
  const answer = page.getByTestId("what-played-answer");
  const lateMinute = madridMoment(late.startedAt + MINUTE_MS);
  await page.locator("body").focus();
  await tabTo(page, form.getByLabel("Fecha"));
  await typeDate(page, form.getByLabel("Fecha"), lateMinute.date);
  await tabTo(page, form.getByLabel("Hora"));
  await page.keyboard.type(lateMinute.time);
  await page.keyboard.press("Enter");
  await expect(answer).toContainText(
    `El ${spanishDate(lateMinute.date)} a las ${lateMinute.time}:`,
  );
  const played = answer.getByTestId("what-played-play");
  await expect(played).toHaveCount(1);
  await expect(played).toHaveAttribute("data-recording", "late");
  await expect(played).toContainText(
    `De ${madridMoment(late.startedAt).clock} a ${madridMoment(late.endedAt).clock}, ` +
      receivedNote(late.receivedAt),
  );
  await expect(played).toContainText(`«${late.title}» de Marina Sol`);
  fs.mkdirSync(shots, { recursive: true });
  await atBothWidths(page, async (width) => {
    await expect(played).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, `/verificar/:code, a late play, at ${width} px`);
    await page.screenshot({ path: `${shots}/verify-late-${width}.png`, fullPage: true });
  });

  // The live play's minute: recorded live, no word of a late arrival.
  const liveMinute = madridMoment(live.startedAt + MINUTE_MS);
  await page.locator("body").focus();
  await tabTo(page, form.getByLabel("Fecha"));
  await typeDate(page, form.getByLabel("Fecha"), liveMinute.date);
  await tabTo(page, form.getByLabel("Hora"));
  await page.keyboard.press("Control+A");
  await page.keyboard.type(liveMinute.time);
  await page.keyboard.press("Enter");
  await expect(answer).toContainText(
    `El ${spanishDate(liveMinute.date)} a las ${liveMinute.time}:`,
  );
  await expect(played).toHaveCount(1);
  await expect(played).toHaveAttribute("data-recording", "live");
  await expect(played).toContainText(
    `De ${madridMoment(live.startedAt).clock} a ${madridMoment(live.endedAt).clock}, ` +
      "registrado al momento",
  );
  await expect(played).toContainText(`«${live.title}» de Marina Sol`);
  await expect(played).not.toContainText("al recuperar la conexión");

  // The owner's history: the late note on the late play only.
  await signIn(page, account);
  await page.goto(paths.dashboard.history);
  const rows = page.getByTestId("history-play");
  await expect(rows).toHaveCount(2);
  const lateRow = rows.filter({ hasText: late.title });
  const liveRow = rows.filter({ hasText: live.title });
  await expect(lateRow.getByTestId("history-late")).toHaveText(receivedNote(late.receivedAt));
  await expect(lateRow.getByTestId("history-late")).toBeVisible();
  await expect(liveRow.getByTestId("history-late")).toHaveCount(0);
  await expect(page.getByTestId("history-late")).toHaveCount(1);
  await atBothWidths(page, async (width) => {
    await expect(lateRow.getByTestId("history-late")).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, `/dashboard/history, a late play, at ${width} px`);
    await page.screenshot({ path: `${shots}/history-late-${width}.png`, fullPage: true });
  });
});
