import { escapeHtml } from "../escape-html";
import type { PublicConfig } from "~/shared/config/public-config";
import { emailCopy } from "~/shared/copy/emails";

export interface TransactionalEmail {
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  notes: string[];
}

/** A message written out, before it is addressed. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** The brand's sign-off that closes a card. */
export const signatureHtml = (identity: PublicConfig) =>
  `<p style="margin:24px 0 0">${escapeHtml(emailCopy.signature(identity.brandName))}</p>`;

/** Who runs the service and how to reach them, under the card. */
export const operatorFooterHtml = (identity: PublicConfig) =>
  footerHtml(emailCopy.footer(identity.legalName, identity.supportEmail));

const footerHtml = (text: string) =>
  `<p style="color:#64748b;font-size:12px;margin-top:16px">${escapeHtml(text)}</p>`;

/**
 * The frame every e-mail shares: the brand on a white card over a tinted page. `body` is
 * the card's HTML, `footer` what goes under the card; both are HTML already escaped.
 */
export function emailFrame(options: {
  title: string;
  brandName: string;
  body: string;
  footer: string;
}): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(options.title)}</title></head>
<body style="margin:0;background:#f3f1ff;font-family:Arial,Helvetica,sans-serif;color:#1e293b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f1ff;padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;padding:32px">
<tr><td style="font-size:22px;font-weight:bold;color:#5217d9;padding-bottom:24px">${escapeHtml(options.brandName)}</td></tr>
<tr><td style="font-size:15px;line-height:1.6">
${options.body}
</td></tr></table>
${options.footer}
</td></tr></table></body></html>`;
}

/** One layout for every transactional e-mail: brand, text, a button, the raw link, the operator. */
export function renderTransactionalEmail(
  email: TransactionalEmail,
  identity: PublicConfig,
  copy: { fallbackLink: string; signature: string; footer: string },
): { html: string; text: string } {
  const url = escapeHtml(email.action.url);
  const paragraphs = email.paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`)
    .join("");
  const notes = email.notes
    .map((n) => `<p style="margin:0 0 8px;color:#64748b;font-size:13px">${escapeHtml(n)}</p>`)
    .join("");
  const html = emailFrame({
    title: identity.brandName,
    brandName: identity.brandName,
    body: `<p style="margin:0 0 16px">${escapeHtml(email.greeting)}</p>
${paragraphs}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#6125f6;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:999px">${escapeHtml(email.action.label)}</a></p>
${notes}
<p style="margin:16px 0 0;color:#64748b;font-size:13px">${escapeHtml(copy.fallbackLink)}<br><a href="${url}" style="color:#5217d9;word-break:break-all">${url}</a></p>
<p style="margin:24px 0 0">${escapeHtml(copy.signature)}</p>`,
    footer: footerHtml(copy.footer),
  });

  const text = [
    email.greeting,
    "",
    ...email.paragraphs.flatMap((p) => [p, ""]),
    `${email.action.label}: ${email.action.url}`,
    "",
    ...email.notes,
    "",
    copy.signature,
    "--",
    copy.footer,
  ].join("\n");
  return { html, text };
}
