import type { PublicConfig } from "~/shared/config/public-config";
import { emailCopy } from "~/shared/copy/emails";
import { invoicesCopy } from "~/shared/copy/invoices";
import { escapeHtml } from "../../infra/escape-html";
import {
  emailFrame,
  operatorFooterHtml,
  type RenderedEmail,
  signatureHtml,
} from "../../infra/mail/layout";

const copy = invoicesCopy.email;

/** The message an invoice's PDF travels in: a greeting, what is attached, where it is kept. */
export function renderInvoiceEmail(options: {
  name: string;
  title: string;
  number: string;
  identity: PublicConfig;
}): RenderedEmail {
  const { identity } = options;
  const subject = copy.subject(options.title, options.number);
  const greeting = emailCopy.greeting(options.name);
  const body = copy.body(options.title, options.number);
  const html = emailFrame({
    title: subject,
    brandName: identity.brandName,
    body: `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(body)}</p>
${signatureHtml(identity)}`,
    footer: operatorFooterHtml(identity),
  });
  return {
    subject,
    html,
    text: `${greeting}\n\n${body}\n\n${emailCopy.signature(identity.brandName)}\n`,
  };
}
