import { createHash } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { createVerifiedUser } from "./accounts";
import { reportPlay } from "./certificates";
import { grantAccess, seedSongs, signedInListener } from "./catalog";
import { createEstablishment } from "./establishments";
import { claimZone, madridToday } from "./play-log";

export const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** This month so far, in Madrid: a period with today's plays in it, every day already begun. */
export const thisMonth = () => {
  const today = madridToday();
  return { from: `${today.slice(0, 8)}01`, until: today };
};

/**
 * An owner with complimentary access, signed in on `page`, whose establishment's Principal
 * zone has just played a licensed song: claimed by a device of this session and reported
 * as it ended, so the server takes it live (a play of an earlier day would need the
 * database). The page is left on the dashboard.
 */
export async function ownerWhoPlayed(
  page: Page,
  request: APIRequestContext,
  admin: APIRequestContext,
  tradingName: string,
) {
  const title = `Expediente ${Date.now().toString(36)}`;
  const { songs } = await seedSongs(admin, [title], "Expedientes", { artists: ["Marina Sol"] });
  const account = await signedInListener(page, request, admin, { access: true });
  const establishment = await createEstablishment(page.request, { tradingName });
  const deviceId = crypto.randomUUID();
  await claimZone(page.request, establishment.id, deviceId);
  await reportPlay(page.request, {
    establishmentId: establishment.id,
    songId: songs[0]?.id ?? "",
    startedAt: Date.now() - 2500,
    secondsHeard: 2,
    deviceId,
  });
  // The dashboard opened before the establishment was made: drawn again, it knows it.
  await page.reload();
  return { account, establishment, title };
}

/**
 * A file of this month asked for through the API by whoever `request` is signed in as,
 * once it is ready: its id, code, hash and PDF.
 */
export async function readyInspectionFile(request: APIRequestContext, establishmentId: string) {
  const asked = await request.post("/api/inspection-files", {
    data: { establishmentId, ...thisMonth(), detail: "every-play" },
  });
  expect(asked.status(), await asked.text()).toBe(202);
  const { id, code } = (await asked.json()) as { id: string; code: string };
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`/api/inspection-files/${id}`)).json()) as {
            status: string;
          }
        ).status,
      { message: "the file is drawn", timeout: 20_000 },
    )
    .toBe("ready");
  const pdf = await request.get(`/api/inspection-files/${id}/pdf`);
  expect(pdf.status()).toBe(200);
  const bytes = Buffer.from(await pdf.body());
  return { id, code, pdf: bytes, sha256: sha256(bytes) };
}

/**
 * An owner with complimentary access, signed in on `request` (not in a browser), with an
 * establishment and this month's file of it, ready: the scene of the public check page.
 */
export async function ownerWithReadyFile(
  request: APIRequestContext,
  admin: APIRequestContext,
  tradingName: string,
) {
  const account = await createVerifiedUser(request);
  const signedIn = await request.post("/api/auth/sign-in/email", {
    data: { email: account.email, password: account.password },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  await grantAccess(admin, account.email);
  const establishment = await createEstablishment(request, { tradingName });
  return { account, establishment, file: await readyInspectionFile(request, establishment.id) };
}
