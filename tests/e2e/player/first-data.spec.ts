import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { seedSongs, signedInListener } from "../support/catalog";

/** The songs, lists and genres the player and the start page ask the API for. */
const firstData = /\/api\/(songs|playlists|public-playlists|genres)(\?|\/recent|$)/;

/** From now on the network fails those requests: what the page shows, its document brought. */
const failFirstData = (page: Page) =>
  page.route(firstData, (route) =>
    route.fulfill({
      status: 503,
      json: { error: { code: "UNAVAILABLE", message: "Servicio no disponible" } },
    }),
  );

test("the player's first songs and lists, and the start page's newest songs, come with the page, before any request", async ({
  page,
  request,
  admin,
  expectHttpErrors,
}) => {
  const stamp = Date.now().toString(36);
  const { genre } = await seedSongs(admin, [`Con la página ${stamp}`]);
  await signedInListener(page, request, admin, { access: true });
  // A list changed by another page meanwhile refetches, and fails: expected, not the point.
  expectHttpErrors(503);

  await failFirstData(page);
  await page.goto("/dashboard/player?tab=genres");
  await expect(page.getByTestId("player-song").first()).toBeVisible();
  await expect(page.getByRole("tabpanel").getByRole("button", { name: genre.name })).toBeVisible();

  // The page's next question goes to the server: the document's answers served once.
  await page.unroute(firstData);
  await page.getByLabel("Buscar en el catálogo").fill(`página ${stamp}`);
  await expect(page.getByTestId("player-song")).toHaveCount(1);
  await expect(page.getByTestId("player-song")).toContainText(`Con la página ${stamp}`);

  await failFirstData(page);
  await page.goto("/dashboard");
  const recent = page.getByRole("region", { name: "Canciones recientes" });
  await expect(recent.getByRole("listitem").first()).toBeVisible();
});
