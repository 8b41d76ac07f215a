import type { PublicConfig } from "~/shared/config/public-config";
import { networkAlertsCopy } from "~/shared/copy/network-alerts";
import { emailCopy } from "~/shared/copy/emails";
import { escapeHtml } from "../../infra/escape-html";
import {
  emailFrame,
  operatorFooterHtml,
  signatureHtml,
  type RenderedEmail,
} from "../../infra/mail/layout";

const copy = networkAlertsCopy;

interface Section {
  heading: string | null;
  lines: string[];
}

/** Greeting, sections of lines, notes and a link to the network: the alerts' one layout. */
function renderListEmail(options: {
  subject: string;
  name: string;
  sections: Section[];
  notes: string[];
  url: string;
  identity: PublicConfig;
}): RenderedEmail {
  const { identity, url } = options;
  const sections = options.sections.filter((section) => section.lines.length > 0);
  const html = emailFrame({
    title: options.subject,
    brandName: identity.brandName,
    body: `<p style="margin:0 0 16px">${escapeHtml(emailCopy.greeting(options.name))}</p>
${sections
  .map(
    (section) =>
      `${section.heading ? `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(section.heading)}</h2>\n` : ""}<ul style="margin:0 0 16px;padding-left:20px">
${section.lines.map((line) => `<li style="margin:0 0 6px">${escapeHtml(line)}</li>`).join("\n")}
</ul>`,
  )
  .join("\n")}
${options.notes.map((note) => `<p style="margin:0 0 12px;color:#64748b;font-size:13px">${escapeHtml(note)}</p>`).join("\n")}
<p style="margin:16px 0"><a href="${escapeHtml(url)}" style="color:#5217d9">${escapeHtml(copy.email.action)}</a></p>
${signatureHtml(identity)}`,
    footer: operatorFooterHtml(identity),
  });
  const text = [
    emailCopy.greeting(options.name),
    ...sections.flatMap((section) => [
      "",
      ...(section.heading ? [section.heading] : []),
      ...section.lines.map((line) => `- ${line}`),
    ]),
    "",
    ...options.notes.flatMap((note) => [note, ""]),
    `${copy.email.action}: ${url}`,
    "",
    emailCopy.signature(identity.brandName),
    "--",
    emailCopy.footer(identity.legalName, identity.supportEmail),
  ].join("\n");
  return { subject: options.subject, html, text };
}

/** One minute's news for one person: the zones that went quiet, and those back. */
export function renderAlertEmail(options: {
  name: string;
  alerts: string[];
  recoveries: string[];
  url: string;
  identity: PublicConfig;
}): RenderedEmail {
  return renderListEmail({
    ...options,
    subject: copy.email.subject(options.alerts.length, options.recoveries.length),
    sections: [
      { heading: copy.email.alertsHeading, lines: options.alerts },
      { heading: copy.email.recoveriesHeading, lines: options.recoveries },
    ],
    notes: [...(options.alerts.length > 0 ? [copy.email.explain] : []), copy.email.why],
  });
}

/** The day's episodes for one person, at 08:00. */
export function renderAlertDigest(options: {
  name: string;
  day: string;
  lines: string[];
  url: string;
  identity: PublicConfig;
}): RenderedEmail {
  return renderListEmail({
    ...options,
    subject: copy.digest.subject(options.day),
    sections: [{ heading: copy.digest.intro, lines: options.lines }],
    notes: [copy.email.explain, copy.email.why],
  });
}
