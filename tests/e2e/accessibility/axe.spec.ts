import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../fixtures";
import { expectNoAxeViolations } from "../support/axe";
import { createVerifiedUser, logIn } from "../support/accounts";
import { seedSongs } from "../support/catalog";
import { adminWithRealData } from "../support/dashboard-scene";

// Issue 10: no axe violation on any page, on a phone and on a laptop.
const viewports = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];

/** Prerendered pages: scanned once React has hydrated them. */
const publicPages = [
  "/",
  "/features",
  "/pricing",
  "/about",
  "/contact",
  "/legal/terms-and-conditions",
  "/legal/privacy-policy",
  "/legal/terms-of-use",
];

/** Client-rendered pages outside the dashboard, with the heading each shows when ready. */
const accountPages = [
  { path: "/login", heading: "Iniciar sesión" },
  { path: "/register", heading: "Crear cuenta" },
  { path: "/reset-password", heading: "Nueva contraseña" },
  // A link from a marketing e-mail: the page asks before unsubscribing.
  { path: "/unsubscribe?token=prueba", heading: "Darse de baja" },
];

async function scan(page: Page, path: string, width: number) {
  await expectNoAxeViolations(page, `${path} at ${width} px`);
}

for (const viewport of viewports) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of publicPages) {
      test(`public page ${path}`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        await scan(page, path, viewport.width);
      });
    }

    for (const { path, heading } of accountPages) {
      test(`account page ${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        await scan(page, path, viewport.width);
      });
    }

    test("the 404 page", async ({ page, expectHttpErrors }) => {
      // The browser reports the document's own 404 status.
      expectHttpErrors(404);
      await page.goto("/esta-pagina-no-existe");
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await scan(page, "a 404", viewport.width);
    });

    test("every dashboard page of an admin with real data", async ({ page, request, admin }) => {
      // A sweep of a dozen pages and states, each scanned in full.
      test.setTimeout(120_000);
      const scene = await adminWithRealData(page, request, admin);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(page.getByRole("link", { name: "Ver todas" })).toBeVisible();
      await scan(page, "/dashboard", viewport.width);

      await page.goto("/dashboard/users");
      await expect(page.getByTestId("user-row").first()).toBeVisible();
      await scan(page, "/dashboard/users", viewport.width);
      await page
        .getByTestId("user-row")
        .filter({ hasText: scene.customer.email })
        .getByRole("button", { name: "Editar" })
        .click();
      await scan(page, "/dashboard/users, a user in edit mode", viewport.width);

      await page.goto("/dashboard/music");
      await expect(page.getByTestId("song-row").first()).toBeVisible();
      await scan(page, "/dashboard/music", viewport.width);
      await page
        .getByRole("region", { name: "Listas Públicas" })
        .getByRole("button", { name: new RegExp(`^${scene.publicList.name}`) })
        .click();
      await expect(
        page.getByRole("heading", { name: `Canciones en ${scene.publicList.name}` }),
      ).toBeVisible();
      await scan(page, "/dashboard/music with a public list selected", viewport.width);
      await page.getByRole("button", { name: `Eliminar el género ${scene.genre.name}` }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await scan(page, "/dashboard/music, the delete dialog open", viewport.width);
      await page.keyboard.press("Escape");

      await page.goto("/dashboard/marketing");
      await expect(heading).toBeVisible();
      await scan(page, "/dashboard/marketing", viewport.width);
      await page.getByRole("button", { name: "Plantillas" }).click();
      await expect(page.getByRole("button", { name: /^Usar la plantilla/ }).first()).toBeVisible();
      await scan(page, "/dashboard/marketing with the templates shown", viewport.width);

      await page.goto("/dashboard/profile");
      await expect(heading).toHaveText("Mi Perfil");
      await scan(page, "/dashboard/profile", viewport.width);
      for (const section of ["Información personal", "Contraseña", "Información de facturación"]) {
        await page
          .getByRole("region", { name: section })
          .getByRole("button", { name: "Editar" })
          .click();
      }
      await scan(page, "/dashboard/profile, every section in edit mode", viewport.width);

      await page.goto("/dashboard/subscription");
      await expect(page.getByRole("region", { name: "Planes" })).toBeVisible();
      await scan(page, "/dashboard/subscription", viewport.width);

      await page.goto("/dashboard/player");
      await expect(page.getByTestId("player-song").first()).toBeVisible();
      await scan(page, "/dashboard/player", viewport.width);
      await page.getByRole("tab", { name: "Mis Listas" }).click();
      await page
        .getByRole("tabpanel")
        .getByRole("button", { name: new RegExp(`^${scene.ownList.name}`) })
        .click();
      await expect(page.getByTestId("player-song")).toHaveCount(scene.songs.length);
      // By keyboard: a keyboard user starts a song the same way.
      await page.getByRole("button", { name: `Reproducir ${scene.longTitle}` }).focus();
      await page.keyboard.press("Enter");
      const player = page.getByRole("region", { name: "Reproductor", exact: true });
      await expect(player.getByRole("button", { name: "Pausar" })).toBeVisible();
      await scan(page, "/dashboard/player, 'Mis Listas', a song playing", viewport.width);
      await player.getByRole("button", { name: "Pausar" }).click();

      await page.goto("/dashboard");
      await expect(page.getByText(scene.longTitle).first()).toBeVisible();
      await scan(page, "/dashboard with a song chosen", viewport.width);
      if (viewport.width < 1024) {
        await page.getByRole("button", { name: "Abrir menú" }).click();
        await expect(page.getByRole("dialog", { name: "Menú del panel" })).toBeVisible();
        await scan(page, "/dashboard, the menu drawer open", viewport.width);
      }
    });

    test("a customer without a plan: trial popup, subscription dialog, checkout, portal", async ({
      page,
      request,
      admin,
    }) => {
      test.setTimeout(90_000);
      const title = `Sin plan ${Date.now().toString(36)}`;
      await seedSongs(admin, [title]);
      // Signed in by hand: signedInListener would mark the trial popup as seen.
      await logIn(page, await createVerifiedUser(request));
      await expect(page.getByRole("dialog", { name: "Prueba gratis 7 días" })).toBeVisible({
        timeout: 5000,
      });
      await scan(page, "/dashboard, the trial popup open", viewport.width);
      await page.getByRole("dialog").getByRole("button", { name: "Ahora no" }).click();

      await page.goto("/dashboard/player");
      await page.getByLabel("Buscar en el catálogo").fill(title);
      await page.getByRole("button", { name: `Reproducir ${title}` }).click();
      await expect(page.getByRole("dialog", { name: "Suscripción requerida" })).toBeVisible();
      await scan(page, "/dashboard/player, the subscription dialog open", viewport.width);
      await page.getByRole("dialog").getByRole("button", { name: "Cerrar" }).click();

      await page.goto("/dashboard/subscription");
      await page
        .getByRole("article", { name: "Básico" })
        .getByRole("button", { name: "Elegir mensual" })
        .click();
      await expect(page).toHaveURL(/\/checkout\//);
      await expect(page.getByLabel("Número de tarjeta")).toBeVisible();
      await scan(page, "the test checkout", viewport.width);
      await page.getByLabel("Número de tarjeta").fill("4242 4242 4242 4242");
      await page.getByRole("button", { name: "Pagar" }).click();
      await expect(page).toHaveURL("/dashboard/subscription?success=true");
      await scan(page, "/dashboard/subscription as a subscriber", viewport.width);
      await page.getByRole("button", { name: "Cancelar suscripción" }).click();
      await scan(page, "/dashboard/subscription, asking to cancel", viewport.width);
      await page.getByRole("button", { name: "Sí, cancelar suscripción" }).click();
      await page.getByRole("button", { name: "Renovar Suscripción" }).click();
      await expect(page).toHaveURL("/billing/portal");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await scan(page, "the test portal", viewport.width);
    });
  });
}
