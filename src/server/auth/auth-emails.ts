import { emailCopy } from "~/shared/copy/emails";
import type { PublicConfig } from "~/shared/config/public-config";
import { renderTransactionalEmail } from "../infra/mail/layout";
import type { Mailer } from "../infra/mail/mailer";

interface Recipient {
  email: string;
  name: string;
}

function layoutCopy(identity: PublicConfig) {
  return {
    fallbackLink: emailCopy.fallbackLink,
    signature: emailCopy.signature(identity.brandName),
    footer: emailCopy.footer(identity.legalName, identity.supportEmail),
  };
}

/** The e-mails of the account lifecycle, in Spanish with the brand. */
export function authEmails(options: { mailer: Mailer; identity: PublicConfig }) {
  const { mailer, identity } = options;
  const send = async (
    to: Recipient,
    subject: string,
    body: { intro: string; action: string; expiry: string },
    url: string,
  ) => {
    const { html, text } = renderTransactionalEmail(
      {
        greeting: emailCopy.greeting(to.name),
        paragraphs: [body.intro],
        action: { label: body.action, url },
        notes: [body.expiry, emailCopy.ignore],
      },
      identity,
      layoutCopy(identity),
    );
    await mailer.send({ to: to.email, subject, html, text, actionUrl: url });
  };

  return {
    verification: (to: Recipient, url: string) =>
      send(
        to,
        emailCopy.verification.subject(identity.brandName),
        { ...emailCopy.verification, intro: emailCopy.verification.intro(identity.brandName) },
        url,
      ),
    passwordReset: (to: Recipient, url: string) =>
      send(to, emailCopy.reset.subject(identity.brandName), emailCopy.reset, url),
  };
}
