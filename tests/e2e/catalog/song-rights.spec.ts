import fs from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { E2E_ADMIN, expectDashboardShown, logIn } from "../support/accounts";
import { mp3File } from "../support/audio-files";
import { atViewport, viewports } from "../support/viewports";

const SHOTS = "/tmp/shots-song-rights";
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });

const signedPdf = {
  name: "contrato.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n%%EOF\n"),
};

/** A genre and a song uploaded as an admin does, left a draft: no rights yet. */
async function draftSong(admin: APIRequestContext, title: string) {
  const genre = await (
    await admin.post("/api/genres", { data: { name: `Derechos ${title}` } })
  ).json();
  const response = await admin.post("/api/songs", {
    multipart: {
      genreId: genre.id,
      title,
      artist: "Trío Lumen",
      file: {
        name: `${title}.mp3`,
        mimeType: "audio/mpeg",
        buffer: fs.readFileSync(mp3File(`${title}.mp3`, 7)),
      },
    },
  });
  expect(response.status()).toBe(201);
  return { genre: genre as { id: string }, song: (await response.json()) as { id: string } };
}

atViewport(viewports.desktop, () => {
  test("the admin adds a contract with its PDF, fills a draft's rights, and publishes it for every player", async ({
    page,
    admin,
  }) => {
    const stamp = Date.now().toString(36);
    const title = `Sin papeles ${stamp}`;
    const reference = `LIC-${stamp}`;
    const { genre } = await draftSong(admin, title);
    await logIn(page, E2E_ADMIN);
    await expectDashboardShown(page);
    await page.goto("/dashboard/music");
    const search = page.getByRole("searchbox", { name: "Buscar canciones" });
    await search.fill(title);
    const row = page.getByTestId("song-row").filter({ hasText: title });
    await expect(row.getByTestId("song-rights")).toContainText(
      "Borrador · No se puede publicar: faltan los derechos.",
    );

    await page.getByRole("link", { name: "Derechos del catálogo" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Derechos del catálogo");
    const form = page.getByRole("region", { name: "Nuevo contrato" });
    await form.getByRole("button", { name: "Añadir contrato" }).click();
    await expect(form.getByText("Este campo es obligatorio.").first()).toBeVisible();
    await form.getByLabel("Referencia").fill(reference);
    await form.getByLabel("Licenciante").fill("Sello Lumen S.L.");
    await form.getByLabel("Fecha de firma").fill("2026-01-15");
    await form.getByLabel("Territorios").fill("Francia");
    await form.getByLabel("Válido desde").fill("2026-01-01");
    await form.getByRole("button", { name: "Añadir contrato" }).click();
    await expect(
      form.getByText("Usa códigos de país de dos letras (ES), «EU» o «WORLD»."),
    ).toBeVisible();
    await form.getByLabel("Territorios").fill("ES, PT");
    await form.getByRole("button", { name: "Añadir contrato" }).click();
    await expect(page.getByRole("status")).toHaveText(
      `Contrato ${reference} añadido. Sube su PDF para que licencie.`,
    );
    await page.getByRole("searchbox", { name: "Buscar contratos" }).fill(reference);
    const contract = page.getByTestId("contract-row").filter({ hasText: reference });
    await expect(contract).toContainText("Desde 01/01/2026, sin fin");
    await expect(contract).toContainText("ES, PT");
    await expect(contract.getByTestId("contract-without-document")).toHaveText("Sin PDF");
    // The button opens the file picker: its input is the one the page hides.
    const chooser = page.waitForEvent("filechooser");
    await contract.getByRole("button", { name: `Subir PDF del contrato ${reference}` }).click();
    await (await chooser).setFiles(signedPdf);
    await expect(page.getByRole("status")).toHaveText(`PDF del contrato ${reference} guardado.`);
    await expect(contract.getByRole("link", { name: "Descargar PDF" })).toBeVisible();
    await shot(page, "rights-page");

    await page
      .getByRole("navigation", { name: "Menú del panel" })
      .getByRole("link", { name: "Gestionar Música" })
      .click();
    await page.getByRole("searchbox", { name: "Buscar canciones" }).fill(title);
    await row.getByRole("button", { name: `Derechos de ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: `Derechos de «${title}»` });
    await dialog.getByRole("button", { name: "Guardar y publicar" }).click();
    await expect(dialog.getByText("Indica al menos un autor o compositor.")).toBeVisible();
    await expect(dialog.getByText("Elige un contrato").last()).toBeVisible();
    await dialog.getByLabel("Autoría (compositores y letristas)").fill("Ana Ruiz\nLuis Mar");
    await dialog.getByLabel("Intérprete").fill("Trío Lumen");
    await dialog.getByLabel("Propietario de la grabación").fill("Sello Lumen S.L.");
    await dialog
      .getByLabel("Contrato de licencia")
      .selectOption({ label: `${reference} · Sello Lumen S.L.` });
    await shot(page, "rights-dialog");
    await dialog.getByRole("button", { name: "Guardar y publicar" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status")).toHaveText(`«${title}» publicada.`);
    await expect(row.getByTestId("song-rights-state")).toHaveText("Publicada");
    await shot(page, "songs-table");

    // Every player lists it now.
    const listed = await (await admin.get(`/api/songs?genreId=${genre.id}`)).json();
    expect(listed.items.map((song: { title: string }) => song.title)).toEqual([title]);

    // Reopened, the rights are there; "Retirar" takes it out again.
    await row.getByRole("button", { name: `Derechos de ${title}` }).click();
    await expect(dialog.getByLabel("Autoría (compositores y letristas)")).toHaveValue(
      "Ana Ruiz\nLuis Mar",
    );
    await dialog.getByRole("button", { name: "Retirar" }).click();
    await expect(page.getByRole("status")).toHaveText(`«${title}» retirada de todas las listas.`);
    await expect(row.getByTestId("song-rights-state")).toHaveText("Retirada");
  });

  test("the admin ticks two songs from the keyboard and the mouse, gives them one contract, and reads what came of it", async ({
    page,
    admin,
  }) => {
    const stamp = Date.now().toString(36);
    const contract = async (reference: string, document: boolean) => {
      const created = await admin.post("/api/licence-contracts", {
        data: {
          reference,
          licensor: "Sello Lote",
          signedOn: "2026-01-15",
          territories: ["ES"],
          validFrom: "2026-01-01",
          validUntil: null,
        },
      });
      const { id } = (await created.json()) as { id: string };
      if (document)
        await admin.post(`/api/licence-contracts/${id}/document`, {
          multipart: { file: signedPdf },
        });
      return id;
    };
    const unsigned = await contract(`SINPDF-${stamp}`, false);
    await contract(`LOTE-${stamp}`, true);
    // One song with its rights on a contract without its PDF, the other without any rights.
    const { song: withRights } = await draftSong(admin, `Lote A ${stamp}`);
    await draftSong(admin, `Lote B ${stamp}`);
    const put = await admin.put(`/api/song-rights/${withRights.id}`, {
      data: {
        authors: ["Ana Ruiz"],
        performer: "Trío Lumen",
        masterOwner: "Sello Lote",
        contractId: unsigned,
        managedBy: [],
      },
    });
    expect(put.status()).toBe(200);

    await logIn(page, E2E_ADMIN);
    await expectDashboardShown(page);
    await page.goto("/dashboard/music");
    const search = page.getByRole("searchbox", { name: "Buscar canciones" });
    await search.fill(stamp);
    const rows = page.getByTestId("song-row");
    await expect(rows).toHaveCount(2);
    const first = page.getByRole("checkbox", { name: `Seleccionar «Lote A ${stamp}»` });
    const second = page.getByRole("checkbox", { name: `Seleccionar «Lote B ${stamp}»` });

    // From the search, Tab reaches "every song of this page", then the first song's box.
    await search.focus();
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("checkbox", { name: "Seleccionar todas las de esta página" }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await page.keyboard.press("Space");
    await expect(first).toBeChecked();
    await expect(page.getByTestId("song-selection-count")).toHaveText("1 canción seleccionada");
    await second.click();
    await expect(page.getByTestId("song-selection-count")).toHaveText("2 canciones seleccionadas");

    await page.getByRole("button", { name: "Editar derechos" }).click();
    const dialog = page.getByRole("dialog", { name: "Derechos de 2 canciones" });
    await dialog
      .getByLabel("Contrato de licencia")
      .selectOption({ label: `LOTE-${stamp} · Sello Lote` });
    await dialog.getByLabel("Publicar las que queden completas").check();
    await shot(page, "bulk-rights-dialog");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status")).toHaveText(
      "Derechos guardados en 1 canción; 1 publicada; 1 sin guardar: faltan autores, falta el intérprete y falta el propietario de la grabación.",
    );
    await expect(rows.first().getByTestId("song-rights-state")).toHaveText("Publicada");
    await expect(rows.last().getByTestId("song-rights-state")).toHaveText("Borrador");
    await expect(page.getByTestId("song-selection-count")).toHaveText("");
    await expect(first).not.toBeChecked();
    await shot(page, "bulk-rights-saved");
    // On a phone each song is a card, its box at its left.
    await page.setViewportSize(viewports.phone);
    await shot(page, "bulk-rights-saved");
  });
});

atViewport(viewports.phone, () => {
  test("on a phone, a catalogue's rights come back from a spreadsheet: a file with a bad line changes nothing and names it", async ({
    page,
    admin,
    expectHttpErrors,
  }) => {
    // The file with a bad line is refused (400) on purpose.
    expectHttpErrors(400);
    const stamp = Date.now().toString(36);
    const { song } = await draftSong(admin, `Hoja ${stamp}`);
    const reference = `HOJA-${stamp}`;
    const created = await admin.post("/api/licence-contracts", {
      data: {
        reference,
        licensor: "Sello Hoja",
        signedOn: "2026-01-01",
        territories: ["WORLD"],
        validFrom: "2026-01-01",
        validUntil: null,
      },
    });
    const { id } = await created.json();
    await admin.post(`/api/licence-contracts/${id}/document`, { multipart: { file: signedPdf } });
    await logIn(page, E2E_ADMIN);
    await expectDashboardShown(page);
    await page.goto("/dashboard/music?vista=derechos");

    const panel = page.getByRole("region", { name: "Importar y exportar" });
    const download = page.waitForEvent("download");
    await panel.getByRole("link", { name: "Descargar CSV del catálogo" }).click();
    const exported = fs.readFileSync(await (await download).path(), "utf8");
    expect(exported).toContain(`${song.id};Hoja ${stamp};Trío Lumen;;;;;;no`);

    await panel.getByRole("button", { name: "Importar" }).click();
    await expect(panel.getByText("Elige un archivo CSV.")).toBeVisible();
    const header =
      "id;autores;interprete;propietario_grabacion;contrato;gestionada_por;publicada\n";
    const file = (text: string) => ({
      name: "derechos.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(text),
    });
    await panel
      .getByLabel("Archivo CSV")
      .setInputFiles(file(`${header}${song.id};Ana;Trío Lumen;Sello Hoja;OTRO-${stamp};;sí\n`));
    await panel.getByRole("button", { name: "Importar" }).click();
    await expect(page.getByRole("alert").first()).toHaveText(
      "No se ha importado nada. Corrige estas líneas y vuelve a subir el archivo:",
    );
    await expect(panel.getByTestId("import-problems")).toHaveText(
      `Línea 2: no hay ningún contrato «OTRO-${stamp}».`,
    );
    await shot(page, "import-refused");
    await panel
      .getByLabel("Archivo CSV")
      .setInputFiles(file(`${header}${song.id};Ana;Trío Lumen;Sello Hoja;${reference};;sí\n`));
    await panel.getByRole("button", { name: "Importar" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Importado: 1 canción con derechos, 1 publicadas y 0 retiradas.",
    );
    await expect(panel.getByTestId("import-problems")).toHaveCount(0);
    const rights = await (await admin.get(`/api/song-rights/${song.id}`)).json();
    expect(rights.status.published).toBe(true);
  });
});
