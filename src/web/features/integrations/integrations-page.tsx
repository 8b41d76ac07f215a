import { useQuery } from "@tanstack/react-query";
import { teamCan } from "~/shared/accounts/team";
import { publicApiCopy } from "~/shared/copy/public-api";
import { paths } from "~/shared/paths";
import { meQueryOptions } from "~/web/lib/session";
import { TokensSection } from "./tokens-section";
import { WebhooksSection } from "./webhooks-section";

/**
 * /dashboard/integraciones, "Integraciones" (decision 046): the person's access tokens for
 * the public API, and — the owner's alone — the webhooks that tell their systems of alerts
 * and sealed plays.
 */
export function IntegrationsPage() {
  const { data: me } = useQuery(meQueryOptions());
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-700">
        <a className="font-medium text-brand-700 underline" href={paths.publicApiDocument}>
          {publicApiCopy.page.docsLink}
        </a>
      </p>
      <TokensSection />
      {teamCan(me?.team.teamRole, "webhooks:manage") && <WebhooksSection />}
    </div>
  );
}
