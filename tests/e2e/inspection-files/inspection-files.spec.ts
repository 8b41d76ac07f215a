import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pdfQrCode } from "../../../src/server/testing/read-pdf";
import { inspectionFilesCopy } from "../../../src/shared/copy/inspection-files";
import { expect, test } from "../fixtures";
import { expectNoAxeViolations } from "../support/axe";
import { spanishDate } from "../support/certificates";
import { ownerWhoPlayed, ownerWithReadyFile, sha256, thisMonth } from "../support/inspection-files";
import { tabTo } from "../support/keyboard";
import { madridToday } from "../support/play-log";
import { atViewport, viewports } from "../support/viewports";

const copy = inspectionFilesCopy;
/** The brand the e2e build is made with (the default configuration's). */
const BRAND = "Sonaria";

/** The calendar month before today's in Madrid: the form's first period. */
function lastMonth() {
  const [year, month] = madridToday().split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), until: last.toISOString().slice(0, 10) };
}

atViewport(viewports.desktop, () => {
  test("the owner signs the declaration, follows the file as it is drawn, downloads it and checks it online", async ({
    page,
    request,
    admin,
  }) => {
    const tradingName = "Café Lumen";
    await ownerWhoPlayed(page, request, admin, tradingName);
    await page
      .getByRole("navigation", { name: "Menú del panel" })
      .getByRole("link", { name: "Expedientes de inspección" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Expedientes de inspección");
    const form = page.getByRole("region", { name: "Preparar un expediente" });
    await expect(page.getByText(copy.section.empty)).toBeVisible();

    // Last month unless told, every play one by one; this month holds today's play.
    const previous = lastMonth();
    await expect(form.getByLabel("Desde")).toHaveValue(previous.from);
    await expect(form.getByLabel("Hasta")).toHaveValue(previous.until);
    const { from, until } = thisMonth();
    await form.getByLabel("Desde").fill(from);
    await form.getByLabel("Hasta").fill(until);
    await expect(form.getByLabel("Todas, una a una")).toBeChecked();
    await expect(form.getByTestId("declaration-text")).toHaveText(
      copy.declaration.text(BRAND, tradingName, spanishDate(from), spanishDate(until)),
    );

    // Signing asks for the signer's full name; nothing chosen is lost on the way.
    await form.getByLabel(copy.section.form.declare).check();
    const submit = form.getByRole("button", { name: "Preparar expediente" });
    await submit.click();
    await expect(form.getByText(copy.errors.signerNameRequired)).toBeVisible();
    await expect(form.getByLabel("Hasta")).toHaveValue(until);
    await form.getByLabel("Tu nombre completo").fill("Lucía Martín Pérez");
    await submit.click();

    await expect(page.getByTestId("requested-notice")).toHaveText(copy.section.queuedNotice);
    const row = page.getByTestId("inspection-file");
    await expect(row).toHaveCount(1);
    // Drawn in the background: its bar moves until it is ready (the row is read every second).
    await expect(row.getByRole("progressbar")).toBeVisible();
    await expect(row.getByTestId("inspection-file-status")).toHaveText("Listo", {
      timeout: 20_000,
    });
    await expect(row.getByRole("progressbar")).toHaveCount(0);
    await expect(page.getByTestId("requested-notice")).toHaveText(copy.section.readyNotice);
    for (const fact of [
      copy.section.period(spanishDate(from), spanishDate(until)),
      "Zonas: Principal",
      copy.section.everyPlay,
      copy.section.withDeclaration,
    ])
      await expect(row).toContainText(fact);

    const shown = /[0-9a-f]{64}/.exec(
      await row.getByTestId("inspection-file-hash").innerText(),
    )?.[0];
    const downloading = page.waitForEvent("download");
    await row.getByRole("link", { name: /^Descargar PDF/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^expediente-EXP[0-9A-Z]{20}\.pdf$/);
    const bytes = fs.readFileSync(await download.path());
    expect(bytes.subarray(0, 4).toString()).toBe("%PDF");
    expect(sha256(bytes)).toBe(shown);
    await page.screenshot({ path: "/tmp/shots/expedientes-1440.png", fullPage: true });

    // From the download link, the next Tab is the file's public page.
    await tabTo(page, row.getByRole("link", { name: /^Comprobar en línea/ }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/verificar\/EXP[0-9A-Z]{20}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Expediente de inspección");
    await expect(page.getByTestId("file-establishment")).toHaveText(`${tradingName} (Madrid)`);
    await expect(page.getByTestId("file-hash")).toHaveText(shown ?? "");
    await expect(page.getByText(copy.verification.declared)).toBeVisible();
    await expect(page.getByText(copy.verification.playLogIntact)).toBeVisible();
  });
});

atViewport(viewports.phone, () => {
  test("anyone checks a copy of the file on the page its QR code opens", async ({
    page,
    request,
    admin,
  }) => {
    const { file } = await ownerWithReadyFile(request, admin, "Bar Lucía");
    // The QR code as a phone's camera reads it off the PDF's first page, opened in a
    // browser that never signed in: the file's page, not a 404.
    const qr = await pdfQrCode(file.pdf);
    expect(qr).toMatch(/^https?:\/\//);
    const scanned = new URL(qr as string);
    expect(scanned.pathname).toBe(`/verificar/${file.code}`);
    const opened = await page.goto(scanned.pathname);
    expect(opened?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Expediente de inspección");
    await expect(page.getByTestId("file-establishment")).toHaveText("Bar Lucía (Madrid)");
    await expect(page.getByTestId("file-hash")).toHaveText(file.sha256);
    for (const fact of [
      copy.verification.notStamped,
      copy.verification.notDeclared,
      copy.verification.playLogIntact,
    ])
      await expect(page.getByText(fact)).toBeVisible();

    // The PDF as handed over, then a copy with one byte changed: chosen from the keyboard.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-expediente-"));
    const original = path.join(folder, `expediente-${file.code}.pdf`);
    fs.writeFileSync(original, file.pdf);
    const altered = path.join(folder, "expediente-copia.pdf");
    const changed = Buffer.from(file.pdf);
    const middle = Math.floor(changed.length / 2);
    changed[middle] = (changed[middle] ?? 0) ^ 0x01;
    fs.writeFileSync(altered, changed);

    const input = page.getByLabel(copy.verification.checkFile);
    await tabTo(page, input);
    await input.setInputFiles(original);
    await expect(
      page.getByRole("status").filter({ hasText: copy.verification.matches }),
    ).toBeVisible();
    await input.setInputFiles(altered);
    await expect(page.getByRole("alert")).toHaveText(copy.verification.differs);
    await expect(page.getByText(copy.verification.matches)).toHaveCount(0);
    await expectNoAxeViolations(page, "/verificar/:code of a file, a copy that differs");
    await page.screenshot({ path: "/tmp/shots/verificar-375.png", fullPage: true });
  });
});
