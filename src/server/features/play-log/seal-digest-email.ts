import { certificateDate } from "~/shared/certificates/certificate-date";
import type { PublicConfig } from "~/shared/config/public-config";
import { emailCopy } from "~/shared/copy/emails";
import { playLogSealsCopy } from "~/shared/copy/play-log-seals";
import { escapeHtml } from "../../infra/escape-html";
import {
  emailFrame,
  operatorFooterHtml,
  type RenderedEmail,
  signatureHtml,
} from "../../infra/mail/layout";

const copy = playLogSealsCopy.email;

export interface DigestEstablishment {
  tradingName: string;
  timeZone: string;
  seals: { seq: number; hash: string; sealedAt: Date }[];
}

/**
 * The owner's weekly list of seals, per establishment: date, seq and hash. Written out in
 * full (no link to follow, nothing to shorten) so the mailbox keeps a copy the operator
 * cannot reach back into.
 */
export function renderSealDigest(options: {
  name: string;
  establishments: DigestEstablishment[];
  historyUrl: string;
  identity: PublicConfig;
}): RenderedEmail {
  const { identity } = options;
  const cell = "padding:4px 8px 4px 0;vertical-align:top;font-size:13px";
  const sections = options.establishments.map((establishment) => ({
    name: establishment.tradingName,
    rows: establishment.seals.map((seal) => ({
      date: certificateDate(seal.sealedAt, establishment.timeZone),
      seq: String(seal.seq),
      hash: seal.hash,
    })),
  }));

  const html = emailFrame({
    title: copy.subject(identity.brandName),
    brandName: identity.brandName,
    body: `<p style="margin:0 0 16px">${escapeHtml(emailCopy.greeting(options.name))}</p>
<p style="margin:0 0 16px">${escapeHtml(copy.intro)}</p>
${sections
  .map(
    (section) => `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(section.name)}</h2>
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse">
<tr><th align="left" style="${cell}">${escapeHtml(copy.columns.date)}</th><th align="left" style="${cell}">${escapeHtml(copy.columns.seq)}</th><th align="left" style="${cell}">${escapeHtml(copy.columns.hash)}</th></tr>
${section.rows
  .map(
    (row) =>
      `<tr><td style="${cell};white-space:nowrap">${escapeHtml(row.date)}</td><td style="${cell}">${escapeHtml(row.seq)}</td><td style="${cell};font-family:monospace;word-break:break-all">${escapeHtml(row.hash)}</td></tr>`,
  )
  .join("\n")}
</table>`,
  )
  .join("\n")}
<p style="margin:24px 0 16px">${escapeHtml(copy.keep)}</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(options.historyUrl)}" style="color:#5217d9">${escapeHtml(copy.action)}</a></p>
${signatureHtml(identity)}`,
    footer: operatorFooterHtml(identity),
  });

  const text = [
    emailCopy.greeting(options.name),
    "",
    copy.intro,
    ...sections.flatMap((section) => [
      "",
      section.name,
      `${copy.columns.date} | ${copy.columns.seq} | ${copy.columns.hash}`,
      ...section.rows.map((row) => `${row.date} | ${row.seq} | ${row.hash}`),
    ]),
    "",
    copy.keep,
    "",
    `${copy.action}: ${options.historyUrl}`,
    "",
    emailCopy.signature(identity.brandName),
    "--",
    emailCopy.footer(identity.legalName, identity.supportEmail),
  ].join("\n");
  return { subject: copy.subject(identity.brandName), html, text };
}
