import type { PublicConfig } from "~/shared/config/public-config";
import { emailCopy } from "~/shared/copy/emails";
import { inspectionFilesCopy } from "~/shared/copy/inspection-files";
import { renderTransactionalEmail, type RenderedEmail } from "../../infra/mail/layout";
import { spanishDate } from "./spanish-date";

const copy = inspectionFilesCopy.email;

/**
 * "Your file is ready", with the file's SHA-256 written out: the mailbox keeps a copy of
 * the seal the operator cannot reach back into.
 */
export function renderFileReadyEmail(options: {
  name: string;
  tradingName: string;
  periodFrom: string;
  periodUntil: string;
  sha256: string;
  url: string;
  identity: PublicConfig;
}): RenderedEmail {
  const { identity } = options;
  const { html, text } = renderTransactionalEmail(
    {
      greeting: copy.greeting(options.name),
      paragraphs: [
        copy.body(
          options.tradingName,
          spanishDate(options.periodFrom),
          spanishDate(options.periodUntil),
        ),
        copy.hash(options.sha256),
      ],
      action: { label: copy.action, url: options.url },
      notes: [],
    },
    identity,
    {
      fallbackLink: emailCopy.fallbackLink,
      signature: emailCopy.signature(identity.brandName),
      footer: emailCopy.footer(identity.legalName, identity.supportEmail),
    },
  );
  return { subject: copy.subject(options.tradingName), html, text };
}
