import { saveBillingDetails } from "../support/billing-details";
import fs from "node:fs";
import { expect, test } from "../fixtures";
import { createVerifiedUser, signIn } from "../support/accounts";
import { openGenre, seedSongs } from "../support/catalog";
import { madridMoment, spanishDate } from "../support/certificates";
import { establishmentPrompt } from "../support/establishments";
import { waitForLoggedPlays } from "../support/play-log";
import { GAPLESS, presetSound } from "../support/sound";

const VISA_OK = "4242 4242 4242 4242";
const shots = "/tmp/shots-licence";

interface LoggedPlay {
  title: string;
  startedAt: string;
  localDate: string;
  localTime: string;
}

/**
 * The whole proof of licence as an owner and an inspector live it: subscribe, name the
 * establishment, play, read the history and its CSV, download the certificate, and check
 * it — and what was playing — from a browser that never signed in.
 */
test("subscribe → establishment → two plays → history and CSV → certificate → checked by anyone → caducado", async ({
  page,
  browser,
  baseURL,
  clientAddress,
  request,
  admin,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const first = `Apertura ${stamp}`;
  const second = `Sobremesa ${stamp}`;
  const { genre } = await seedSongs(admin, [first, second], "Certificado", { seconds: 4 });

  // Subscribe in the test checkout: the dashboard then asks where the music plays.
  // A new customer (the trial popup already seen), who has not been asked anything yet.
  const account = await createVerifiedUser(request);
  // The first song is timed to its end: no crossfade cuts its hearing short.
  await presetSound(request, account, GAPLESS);
  await page.addInitScript(() => localStorage.setItem("hasSeenTrialPopup", "true"));
  await signIn(page, account);
  // A first payment needs billing details: its invoice names the customer.
  await saveBillingDetails(page.request);
  await page.goto("/dashboard/subscription");
  await page
    .getByRole("article", { name: "Mensual" })
    .getByRole("button", { name: "Elegir plan mensual" })
    .click();
  await page.getByLabel("Número de tarjeta").fill(VISA_OK);
  await page.getByRole("button", { name: "Pagar" }).click();
  await expect(page).toHaveURL("/dashboard/subscription?success=true");
  const prompt = establishmentPrompt(page);
  await expect(prompt).toBeVisible();
  await prompt.getByLabel("Nombre comercial").fill(`Café Lucía ${stamp}`);
  await prompt.getByLabel("Actividad").selectOption({ label: "Cafetería" });
  await prompt.getByLabel("Razón social").fill("Hostelería Lucía S.L.");
  await prompt.getByLabel("NIF/CIF").fill("B12345674");
  await prompt.getByLabel("Dirección").fill("Calle Mayor 1");
  await prompt.getByLabel("Código postal").fill("28013");
  await prompt.getByLabel("Ciudad").fill("Madrid");
  await prompt.getByLabel("Provincia").fill("Madrid");
  await prompt.getByRole("button", { name: "Guardar establecimiento" }).click();
  await expect(prompt).toHaveCount(0);
  const establishments = (await (await page.request.get("/api/establishments")).json()) as {
    id: string;
  }[];
  expect(establishments).toHaveLength(1);
  const establishmentId = establishments[0]?.id as string;

  // Two plays: the first to its end, the second skipped after a second.
  await openGenre(page, genre.name);
  const player = page.getByRole("region", { name: "Reproductor", exact: true });
  await expect(page.getByText(`Sonando en Café Lucía ${stamp}`)).toBeVisible();
  await page.getByRole("button", { name: `Reproducir ${first}` }).click();
  await expect(player.getByTestId("full-title")).toHaveText(second, { timeout: 15_000 });
  await expect(player.getByTestId("full-elapsed")).toHaveText("0:01", { timeout: 5_000 });
  await player.getByRole("button", { name: "Siguiente" }).click();
  await player.getByRole("button", { name: "Pausar" }).click();
  await waitForLoggedPlays(page, establishmentId, 2);

  // The history lists them; the CSV carries them, with the BOM Excel needs for accents.
  // Through the menu: leaving the page would close the paused play as abandoned.
  await page
    .getByRole("navigation", { name: "Menú del panel" })
    .getByRole("link", { name: "Historial" })
    .click();
  const rows = page.getByTestId("history-play");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(second);
  await expect(rows.nth(1)).toContainText(first);
  await expect(rows.nth(1)).toContainText("terminó");
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /^Descargar CSV/ }).click(),
  ]);
  const csvText = fs.readFileSync((await csv.path()) as string, "utf8");
  expect(csvText.startsWith("\uFEFF")).toBe(true);
  expect(csvText).toContain(first);
  expect(csvText).toContain(second);

  // The certificate, from "Mis establecimientos".
  await page.goto("/dashboard/establishments");
  const [pdf] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: `Descargar certificado de Café Lucía ${stamp}` }).click(),
  ]);
  const pdfBytes = fs.readFileSync((await pdf.path()) as string);
  expect(pdfBytes.subarray(0, 5).toString()).toBe("%PDF-");
  const certificates = (await (await page.request.get("/api/certificates")).json()) as {
    code: string;
    establishmentId: string;
  }[];
  const code = certificates.find((entry) => entry.establishmentId === establishmentId)?.code;
  expect(code).toBeDefined();

  // Anyone checks it, without signing in: valid, and what was playing two seconds into the first song.
  const history = (await (
    await page.request.get(
      `/api/play-log?establishmentId=${establishmentId}&from=${madridMoment(Date.now() - 86_400_000).date}&to=${madridMoment(Date.now()).date}`,
    )
  ).json()) as { plays: LoggedPlay[] };
  // The oldest play of the first song: the one heard to its end (newest come first).
  const firstPlay = history.plays.findLast((play) => play.title === first) as LoggedPlay;
  // Asked to the second (the form drops milliseconds): between 1.5 and 2.5 s into the song.
  const asked = Date.parse(firstPlay.startedAt) + 2_500;
  const moment = madridMoment(asked);
  const seconds = new Date(asked).getUTCSeconds();
  const time = `${moment.time}:${String(seconds).padStart(2, "0")}`;

  const inspector = await browser.newContext({
    baseURL,
    locale: "es-ES",
    timezoneId: "Europe/Madrid",
    extraHTTPHeaders: { "x-forwarded-for": clientAddress },
  });
  const check = await inspector.newPage();
  await check.goto(`/verificar/${code}`);
  await expect(check.getByTestId("certificate-status")).toHaveText("Válido");
  await expect(check.getByTestId("certificate-establishment")).toHaveText(`Café Lucía ${stamp}`);
  const form = check.getByRole("region", { name: "¿Qué sonaba?" });
  await form.getByLabel("Fecha").fill(moment.date);
  await form.getByLabel("Hora").fill(time);
  await form.getByRole("button", { name: "Consultar" }).click();
  const answer = check.getByTestId("what-played-answer");
  await expect(answer).toContainText(`El ${spanishDate(moment.date)} a las ${time}`);
  await expect(answer).toContainText(`«${first}»`);
  // Asked to the second: the play heard then, from its start to its end, recorded live.
  await expect(answer).toContainText(
    `De ${madridMoment(Date.parse(firstPlay.startedAt)).clock} a `,
  );
  await expect(answer).toContainText("registrado al momento");
  fs.mkdirSync(shots, { recursive: true });
  await check.screenshot({ path: `${shots}/verify-what-played.png`, fullPage: true });

  // The subscription's period ends (test clock): the same page now says so.
  expect((await page.request.post("/api/billing/test-clock/expire")).status()).toBe(200);
  await check.reload();
  await expect(check.getByTestId("certificate-status")).toHaveText("Caducado");
  await inspector.close();
});
