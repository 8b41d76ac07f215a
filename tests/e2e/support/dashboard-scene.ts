import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { createVerifiedUser, signIn, userIdByEmail } from "./accounts";
import { seedSongs } from "./catalog";
import { createEstablishment } from "./establishments";

/**
 * Real data as a busy admin sees it, made to stress the layout: long song titles (one of
 * them a file name with no spaces), a public list and an own list holding them, a user
 * with a long name, phone and company, long billing details, a saved e-mail template,
 * an establishment with a long name and address. The admin is a fresh one, so what this
 * test plays or saves never reaches another test's admin.
 */
export async function adminWithRealData(
  page: Page,
  request: APIRequestContext,
  admin: APIRequestContext,
) {
  const stamp = Date.now().toString(36);
  const longTitle = `Atardecer en la terraza del hotel junto al mar con guitarra española ${stamp}`;
  const { genre, songs } = await seedSongs(
    admin,
    [longTitle, `ambient_lounge_mix_version_final_remasterizada_${stamp}`, `Café ${stamp}`],
    "Música ambiental para restaurantes",
  );
  const publicList = await (
    await admin.post("/api/public-playlists", {
      data: { name: `Tardes de verano en la terraza ${stamp}` },
    })
  ).json();
  for (const song of songs) {
    await admin.post(`/api/public-playlists/${publicList.id}/songs`, {
      data: { songId: song.id },
    });
  }

  const template = await admin.post("/api/marketing/templates", {
    data: {
      name: `Boletín de ofertas de temporada para clientes de hostelería ${stamp}`,
      subject: "Nuevas listas de reproducción para tu restaurante este verano",
      content: "<p>Descubre las nuevas listas de música ambiental.</p>",
    },
  });
  expect(template.status(), await template.text()).toBe(201);

  const customer = await createVerifiedUser(request, {
    name: "María de los Ángeles Fernández-Villaverde",
  });
  await updateUser(admin, customer.email, {
    fullName: "María de los Ángeles Fernández-Villaverde",
    phone: "+34 600 123 456",
    company: "Restaurantes y Cafeterías del Mediterráneo S.L.",
  });

  const account = await createVerifiedUser(request, { name: "Administración Sonaria" });
  const id = await userIdByEmail(admin, account.email);
  expect((await admin.put(`/api/users/${id}/role`, { data: { role: "admin" } })).status()).toBe(
    200,
  );
  await signIn(page, account);

  // The page's own API client carries the new admin's session cookie.
  const billing = await page.request.put("/api/me/billing", {
    data: {
      type: "company",
      fullName: "María José",
      surname: "Fernández-Villaverde García",
      companyName: "Hostelería Integral del Mediterráneo Sociedad Limitada",
      email: "facturacion.hosteleria.mediterraneo@e2e.sonaria.es",
      phone: "+34 600 123 456",
      taxId: "B12345674",
      address: "Avenida del Puerto de Valencia 123, escalera B, 4.º izquierda",
      city: "Valencia",
      postalCode: "46023",
      country: "España",
    },
  });
  expect(billing.status(), await billing.text()).toBe(200);
  const ownList = await (
    await page.request.post("/api/playlists", {
      data: { name: `Mi lista para el local del centro ${stamp}` },
    })
  ).json();
  for (const song of songs) {
    await page.request.post(`/api/playlists/${ownList.id}/songs`, { data: { songId: song.id } });
  }
  const establishment = await createEstablishment(page.request, {
    tradingName: `Restaurante Mirador de la Bahía y Terraza Panorámica ${stamp}`,
    legalName: "Hostelería Integral del Mediterráneo Sociedad Limitada",
    address: "Avenida del Puerto de Valencia 123, escalera B, 4.º izquierda",
    postcode: "46023",
    city: "Valencia",
    province: "Valencia",
    activity: "restaurante",
    floorArea: 12500,
  });

  return {
    account,
    genre,
    songs,
    longTitle,
    customer,
    publicList: publicList as { id: string; name: string },
    ownList: ownList as { id: string; name: string },
    establishment,
  };
}

async function updateUser(
  admin: APIRequestContext,
  email: string,
  changes: { fullName: string; phone: string; company: string },
) {
  const id = await userIdByEmail(admin, email);
  expect((await admin.patch(`/api/users/${id}`, { data: changes })).status()).toBe(200);
}
