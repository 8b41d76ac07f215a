import { and, count, eq, gt, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import { addDays, licenceDay } from "~/shared/catalog/licence-days";
import { emailCopy } from "~/shared/copy/emails";
import { songRightsCopy } from "~/shared/copy/song-rights";
import { rightsViewPath } from "~/shared/catalog/rights-view";
import { user } from "../../domain/accounts/tables";
import { licenceContract, songRights } from "../../domain/catalog/rights-tables";
import { song } from "../../domain/catalog/tables";
import { escapeHtml } from "../../infra/escape-html";
import { emailFrame, operatorFooterHtml, signatureHtml } from "../../infra/mail/layout";
import type { SongRightsDeps } from "./deps";

/** How many days ahead the admins are told that a licence ends. */
export const EXPIRY_NOTICE_DAYS = 30;

/**
 * Takes out of every list the published songs whose licence's last day is `now`'s day in
 * Spain or earlier: run each night, it withdraws a song the night before its licence stops
 * covering it, so no player meets a song after that moment (decision 039).
 */
export async function withdrawEndedLicences(
  deps: Pick<SongRightsDeps, "db" | "events">,
  now = new Date(),
): Promise<{ withdrawn: number }> {
  const ended = deps.db
    .select({ songId: songRights.songId })
    .from(songRights)
    .innerJoin(licenceContract, eq(licenceContract.id, songRights.contractId))
    .where(lte(licenceContract.validUntil, licenceDay(now)));
  const rows = await deps.db
    .update(song)
    .set({ publishedAt: null, withdrawnReason: "licence_ended" })
    .where(and(isNotNull(song.publishedAt), inArray(song.id, ended)))
    .returning({ id: song.id });
  if (rows.length) await deps.events.publish({ topic: "catalog" });
  return { withdrawn: rows.length };
}

/**
 * Tells every admin, once per contract, that a licence with published songs ends within
 * 30 days, so it is renewed (or its songs replaced) before they leave the shops' music.
 */
export async function noticeEndingLicences(
  deps: Pick<SongRightsDeps, "db" | "mailer" | "identity" | "appUrl">,
  now = new Date(),
): Promise<{ contracts: number }> {
  const today = licenceDay(now);
  const ending = await deps.db
    .select({
      id: licenceContract.id,
      reference: licenceContract.reference,
      licensor: licenceContract.licensor,
      validUntil: licenceContract.validUntil,
      songs: count(song.id),
    })
    .from(licenceContract)
    .innerJoin(songRights, eq(songRights.contractId, licenceContract.id))
    .innerJoin(song, and(eq(song.id, songRights.songId), isNotNull(song.publishedAt)))
    .where(
      and(
        isNull(licenceContract.expiryNoticeSentAt),
        gt(licenceContract.validUntil, today),
        lte(licenceContract.validUntil, addDays(today, EXPIRY_NOTICE_DAYS)),
      ),
    )
    .groupBy(licenceContract.id)
    .orderBy(licenceContract.validUntil, licenceContract.reference);
  if (!ending.length) return { contracts: 0 };

  const copy = songRightsCopy.expiryNotice;
  const lines = ending.map((contract) =>
    copy.line(
      contract.reference,
      contract.licensor,
      new Date(`${contract.validUntil}T12:00:00Z`).toLocaleDateString("es-ES", {
        timeZone: "UTC",
      }),
      contract.songs,
    ),
  );
  const actionUrl = `${deps.appUrl}${rightsViewPath}`;
  const admins = await deps.db
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.role, "admin"));
  const subject = copy.subject(ending.length);
  for (const admin of admins) {
    const html = emailFrame({
      title: subject,
      brandName: deps.identity.brandName,
      body: `<p style="margin:0 0 16px">${escapeHtml(emailCopy.greeting(admin.name))}</p>
<p style="margin:0 0 16px">${escapeHtml(copy.intro)}</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>
<p style="margin:16px 0"><a href="${escapeHtml(actionUrl)}" style="color:#5217d9">${escapeHtml(copy.action)}</a></p>
${signatureHtml(deps.identity)}`,
      footer: operatorFooterHtml(deps.identity),
    });
    const text = [
      emailCopy.greeting(admin.name),
      "",
      copy.intro,
      ...lines.map((line) => `- ${line}`),
      "",
      `${copy.action}: ${actionUrl}`,
      "",
      emailCopy.signature(deps.identity.brandName),
    ].join("\n");
    await deps.mailer.send({ to: admin.email, subject, html, text, actionUrl });
  }
  await deps.db
    .update(licenceContract)
    .set({ expiryNoticeSentAt: now })
    .where(
      inArray(
        licenceContract.id,
        ending.map((contract) => contract.id),
      ),
    );
  return { contracts: ending.length };
}
