import { saveBillingDetails } from "./billing-details";
import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";
import { createVerifiedUser } from "./accounts";
import { grantAccess } from "./catalog";
import { claimZone } from "./play-log";

/** The establishment every certificate test names. */
export const E2E_ESTABLISHMENT = {
  tradingName: "Cafetería Peñalver",
  legalName: "Hostelería Peñalver S.L.",
  taxId: "B12345674",
  address: "Calle Mayor 1",
  postcode: "28013",
  city: "Madrid",
  province: "Madrid",
  activity: "cafeteria",
};

export interface CertificateSummary {
  id: string;
  code: string;
  number: string;
  status: string;
  validFrom: string;
  validUntil: string;
}

/**
 * A verified customer with access — complimentary (granted by the admin) unless `paid`,
 * then a monthly plan paid in the test checkout — signed in on `request`, with an
 * establishment and its certificate downloaded through the API. `player`: a device that
 * claims the establishment (claimZone) before the certificate is issued, so the plays it
 * reports once the certificate covers them are taken.
 */
export async function customerWithCertificate(
  request: APIRequestContext,
  admin: APIRequestContext,
  options: {
    paid?: boolean;
    tradingName?: string;
    player?: { deviceId: string; headers?: Record<string, string> };
  } = {},
) {
  const account = await createVerifiedUser(request);
  expect(
    (
      await request.post("/api/auth/sign-in/email", {
        data: { email: account.email, password: account.password },
      })
    ).status(),
  ).toBe(200);
  if (options.paid) {
    await saveBillingDetails(request);
    const checkout = await request.post("/api/billing/checkout", {
      data: { planId: "basic", interval: "month", trial: false },
    });
    expect(checkout.status(), await checkout.text()).toBe(200);
    const { url } = (await checkout.json()) as { url: string };
    const paid = await request.post(`/api/billing/checkout/${url.split("/").pop()}/pay`, {
      data: { cardNumber: "4242 4242 4242 4242" },
    });
    expect(paid.status(), await paid.text()).toBe(200);
  } else {
    await grantAccess(admin, account.email);
  }
  const tradingName = options.tradingName ?? E2E_ESTABLISHMENT.tradingName;
  const created = await request.post("/api/establishments", {
    data: { ...E2E_ESTABLISHMENT, tradingName },
  });
  expect(created.status(), await created.text()).toBe(201);
  const establishment = (await created.json()) as { id: string; tradingName: string };
  if (options.player)
    await claimZone(request, establishment.id, options.player.deviceId, {
      headers: options.player.headers,
    });
  const pdf = await request.get(`/api/establishments/${establishment.id}/certificate`);
  expect(pdf.status(), await pdf.text()).toBe(200);
  const [certificate] = (await (await request.get("/api/certificates")).json()) as [
    CertificateSummary,
  ];
  return { account, establishment, certificate, pdf: await pdf.body() };
}

const madridParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Madrid",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/**
 * A moment as the form asks for it, in Madrid's local time: "2026-11-23" and "13:42", and
 * to the second ("13:42:07") as the answers show a play's start and end.
 */
export function madridMoment(at: number) {
  const parts = Object.fromEntries(
    madridParts.formatToParts(at).map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    clock: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

/**
 * A play of `songId` reported by the establishment's player — `deviceId`, which claimed
 * it in the session of `request` — as it sends them when a song ends: the server notes
 * when it arrived (now), so it counts as recorded live.
 */
export async function reportPlay(
  request: APIRequestContext,
  play: {
    establishmentId: string;
    songId: string;
    startedAt: number;
    secondsHeard: number;
    deviceId: string;
  },
) {
  const response = await request.post("/api/play-log", {
    data: {
      plays: [
        {
          id: crypto.randomUUID(),
          establishmentId: play.establishmentId,
          songId: play.songId,
          startedAt: new Date(play.startedAt).toISOString(),
          // Heard without a pause: it ends as many seconds after its start as were heard.
          endedAt: new Date(play.startedAt + play.secondsHeard * 1000).toISOString(),
          secondsHeard: play.secondsHeard,
          ending: "ended",
          deviceId: play.deviceId,
          origin: "network",
        },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** dd/mm/aaaa, as the certificate and its page write dates. */
export const spanishDate = (date: string) => date.split("-").reverse().join("/");
