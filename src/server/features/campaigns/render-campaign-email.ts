import type { PublicConfig } from "~/shared/config/public-config";
import { campaignEmailCopy } from "~/shared/copy/campaigns";
import { paths } from "~/shared/paths";
import { escapeHtml } from "../../infra/escape-html";
import { emailFrame } from "../../infra/mail/layout";
import { sanitizeEmailHtml } from "./sanitize-html";
import { createUnsubscribeToken } from "./unsubscribe-token";

export interface CampaignRecipient {
  /** The user the unsubscribe link is signed for. */
  userId: string;
  email: string;
  name: string;
}

export interface RenderedCampaignEmail {
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/** Our own images and links are saved relative (/media/marketing/…); a mail client needs the host. */
function absolutize(html: string, appUrl: string): string {
  return html.replace(/ (src|href)="\/(?!\/)/g, ` $1="${escapeHtml(appUrl)}/`);
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X"))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * The plain-text part, from sanitised HTML (well-formed, attributes in double quotes):
 * blocks become lines, list items "- ", links "text (url)", every other tag goes.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(
      /<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g,
      (_match, href: string, inner: string) => {
        const label = inner.replace(/<[^>]*>/g, "").trim();
        const url = decodeEntities(href).replace(/^mailto:/, "");
        return !label || decodeEntities(label) === url ? href : `${label} (${href})`;
      },
    )
    .replace(/<img [^>]*alt="([^"]+)"[^>]*>/g, "[$1]")
    .replace(/<br\s*\/?>/g, "\n")
    .replace(/<li[^>]*>/g, "\n- ")
    .replace(/<\/(p|div|h[1-3]|blockquote|ul|ol)>/g, "\n\n")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(text)
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * One campaign e-mail for one recipient: the admin's content (sanitised again) in the
 * brand's frame, a personal unsubscribe link in the footer, and the List-Unsubscribe
 * headers that let mail clients offer one-click unsubscribing (RFC 8058).
 */
export interface PreparedCampaignBody {
  html: string;
  text: string;
}

/**
 * The part of a campaign's message that is the same for every recipient: sanitised
 * (again, on send), links and images made absolute, and its plain-text version.
 * Made once per batch, not once per recipient.
 */
export function prepareCampaignBody(content: string, appUrl: string): PreparedCampaignBody {
  const html = absolutize(sanitizeEmailHtml(content), appUrl).replace(
    // Wide images shrink to the message's width on a phone.
    /<img (?![^>]*style=)/g,
    '<img style="max-width:100%;height:auto" ',
  );
  return { html, text: htmlToText(html) };
}

export function renderCampaignEmail(options: {
  subject: string;
  /** The admin's HTML, or its body already prepared for a batch of recipients. */
  content: string | PreparedCampaignBody;
  recipient: CampaignRecipient;
  identity: PublicConfig;
  appUrl: string;
  secret: string;
}): RenderedCampaignEmail {
  const { identity, appUrl } = options;
  const body =
    typeof options.content === "string"
      ? prepareCampaignBody(options.content, appUrl)
      : options.content;
  const token = encodeURIComponent(
    createUnsubscribeToken(options.recipient.userId, options.secret),
  );
  const unsubscribeUrl = `${appUrl}${paths.unsubscribe}?token=${token}`;
  const oneClickUrl = `${appUrl}/api/marketing/unsubscribe?token=${token}`;
  const reason = campaignEmailCopy.reason(identity.brandName);
  const footer = campaignEmailCopy.footer(identity.legalName, identity.supportEmail);

  const html = emailFrame({
    title: options.subject,
    brandName: identity.brandName,
    body: body.html,
    footer: `<p style="color:#64748b;font-size:12px;margin-top:16px">${escapeHtml(reason)}<br><a href="${escapeHtml(unsubscribeUrl)}" style="color:#5217d9">${escapeHtml(campaignEmailCopy.unsubscribe)}</a></p>
<p style="color:#64748b;font-size:12px;margin-top:8px">${escapeHtml(footer)}</p>`,
  });

  const text = [
    identity.brandName,
    "",
    body.text,
    "",
    "--",
    reason,
    `${campaignEmailCopy.unsubscribe}: ${unsubscribeUrl}`,
    footer,
  ].join("\n");

  return {
    subject: options.subject,
    html,
    text,
    headers: {
      "List-Unsubscribe": `<${oneClickUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
