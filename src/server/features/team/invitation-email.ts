import type { PublicConfig } from "~/shared/config/public-config";
import { emailCopy } from "~/shared/copy/emails";
import { teamCopy } from "~/shared/copy/team";
import { renderTransactionalEmail, type RenderedEmail } from "../../infra/mail/layout";

const copy = teamCopy.email;

/** The invitation to a team: who invites, for what, the link that opens it, when it expires. */
export function renderInvitationEmail(options: {
  ownerName: string;
  roleName: string;
  establishments: string;
  url: string;
  expires: string;
  identity: PublicConfig;
}): RenderedEmail {
  const { identity } = options;
  const { html, text } = renderTransactionalEmail(
    {
      greeting: copy.heading,
      paragraphs: [copy.body(options.ownerName, options.roleName, options.establishments)],
      action: { label: copy.action, url: options.url },
      notes: [copy.expires(options.expires), copy.unexpected],
    },
    identity,
    {
      fallbackLink: emailCopy.fallbackLink,
      signature: emailCopy.signature(identity.brandName),
      footer: emailCopy.footer(identity.legalName, identity.supportEmail),
    },
  );
  return { subject: copy.subject(options.ownerName), html, text };
}
