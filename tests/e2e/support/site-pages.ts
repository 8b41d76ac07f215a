import { expect, type Page } from "@playwright/test";
import { waitForSiteScript } from "../fixtures";

/**
 * Every page outside the dashboard. Prerendered ones (no heading here) are ready once
 * their inline script has run; client-rendered ones once their heading shows. The 404
 * answers its status on purpose (the browser reports it as a console error).
 */
export const sitePages: { path: string; heading?: string; status?: number }[] = [
  { path: "/" },
  { path: "/features" },
  { path: "/pricing" },
  { path: "/about" },
  { path: "/contact" },
  { path: "/legal/terms-and-conditions" },
  { path: "/legal/privacy-policy" },
  { path: "/legal/terms-of-use" },
  { path: "/esta-pagina-no-existe", heading: "Página no encontrada", status: 404 },
  { path: "/login", heading: "Iniciar sesión" },
  { path: "/register", heading: "Crear cuenta" },
  { path: "/reset-password", heading: "Nueva contraseña" },
  // A link from a campaign e-mail: the page asks before unsubscribing.
  { path: "/unsubscribe?token=prueba", heading: "Darse de baja" },
  // A licence certificate's public page, for a code no certificate has (404 on purpose).
  { path: "/verificar/7K2M9QXC4RTV8BNW3HJD", heading: "Certificado no encontrado", status: 404 },
];

export async function openSitePage(page: Page, sitePage: (typeof sitePages)[number]) {
  await page.goto(sitePage.path);
  if (sitePage.heading) {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(sitePage.heading);
  } else {
    await waitForSiteScript(page);
  }
}
