import fs from "node:fs";
import { pdfText } from "../../../src/server/testing/read-pdf";
import { inputCopy } from "../../../src/shared/copy/input";
import { playLogSealsCopy } from "../../../src/shared/copy/play-log-seals";
import { expect, test } from "../fixtures";
import { expectNoAxeViolations } from "../support/axe";
import { signedInListener } from "../support/catalog";
import { createEstablishment } from "../support/establishments";
import { viewports } from "../support/viewports";

test.use({ viewport: viewports.desktop });

test("a café with two rooms: its certificate seals both, and a name it could not print is refused", async ({
  page,
  request,
  admin,
}) => {
  await signedInListener(page, request, admin, { access: true });
  const lumen = await createEstablishment(page.request, { tradingName: "Lumen Dos" });
  const added = await page.request.post(`/api/establishments/${lumen.id}/zones`, {
    data: { name: "Terraza" },
  });
  expect(added.status(), await added.text()).toBe(201);
  await page.goto("/dashboard/establishments");
  const card = page.getByRole("article", { name: "Lumen Dos" });

  // The certificate prints each room's seal, by the room's name.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("link", { name: "Descargar certificado de Lumen Dos" }).click(),
  ]);
  const { text } = await pdfText(fs.readFileSync(await download.path()));
  const seals = playLogSealsCopy.pdf;
  expect(text).toContain(seals.heading(2).toUpperCase());
  expect(text).toContain(`Principal ${seals.seq(0)} ${"0".repeat(64)}`);
  expect(text).toContain(`Terraza ${seals.seq(0)} ${"0".repeat(64)}`);

  // A trading name with an emoji would print garbled: the form says so, naming it.
  await card.getByRole("button", { name: "Editar Lumen Dos" }).click();
  const form = page.getByRole("region", { name: "Editar Lumen Dos" });
  const name = form.getByLabel("Nombre comercial");
  await name.fill("Lumen Dos 🍩");
  await form.getByRole("button", { name: "Guardar" }).click();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription(inputCopy.unprintableCharacters(["🍩"]));
  await expectNoAxeViolations(page, "/dashboard/establishments, a name that cannot print");
  await form.screenshot({ path: "/tmp/shots-g/unprintable-name.png" });
  const saved = (await (await page.request.get("/api/establishments")).json()) as {
    tradingName: string;
  }[];
  expect(saved.map((establishment) => establishment.tradingName)).toEqual(["Lumen Dos"]);
});
