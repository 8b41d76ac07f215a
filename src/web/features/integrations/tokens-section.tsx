import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { publicApiCopy } from "~/shared/copy/public-api";
import type { ApiTokenSummary } from "~/shared/public-api/tokens-schema";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { CardSection } from "~/web/components/ui/card-section";
import { ConfirmRemoval } from "~/web/components/ui/confirm-removal";
import { RowSkeletons } from "~/web/components/ui/row-skeletons";
import { useOutcome } from "~/web/components/ui/use-outcome";
import { apiTokensQueryOptions, useRevokeApiToken } from "./api";
import { shortDate } from "./short-date";
import { TokenDialog } from "./token-dialog";

const copy = publicApiCopy.tokens;

/** "Tokens de acceso": the live ones, a new one, revoking one after a confirmation. */
export function TokensSection() {
  const tokens = useQuery(apiTokensQueryOptions());
  const revoke = useRevokeApiToken();
  const { outcome, report } = useOutcome();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiTokenSummary | null>(null);
  return (
    <CardSection headingId="tokens-title" heading={copy.heading} className="rounded-2xl p-4 sm:p-6">
      <div className="mt-3 space-y-4">
        <Alert outcome={outcome} />
        <Button onClick={() => setCreating(true)}>{copy.create}</Button>
        {tokens.isPending && <RowSkeletons count={2} label={copy.heading} />}
        {tokens.isError && <Alert tone="error">{publicApiCopy.page.loadError}</Alert>}
        {tokens.data?.tokens.length === 0 && <p className="text-sm text-slate-600">{copy.none}</p>}
        {tokens.data && tokens.data.tokens.length > 0 && (
          <ul className="divide-y divide-slate-200" aria-label={copy.heading}>
            {tokens.data.tokens.map((token) => (
              <li key={token.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                <div className="min-w-0 space-y-1 text-sm">
                  <p className="font-medium break-words text-slate-900">
                    {token.name}{" "}
                    <span className="font-mono text-xs text-slate-600">{token.prefix}…</span>
                  </p>
                  <p className="text-slate-700">{token.scopes.join(", ")}</p>
                  <p className="text-xs text-slate-600">
                    {[
                      token.createdBy,
                      copy.created(shortDate(token.createdAt)),
                      copy.lastUsed(token.lastUsedAt && shortDate(token.lastUsedAt)),
                      copy.expires(token.expiresAt && shortDate(token.expiresAt)),
                    ].join(" · ")}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`${copy.revoke} ${token.name}`}
                  onClick={() => {
                    revoke.reset();
                    setRevoking(token);
                  }}
                >
                  {copy.revoke}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <TokenDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmRemoval
        doomed={revoking}
        title={(token) => copy.revokeTitle(token.name)}
        confirmLabel={copy.revoke}
        cancelLabel={copy.cancel}
        pending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={(token) =>
          revoke.mutate(
            token.id,
            report(copy.revoked(token.name), { fallback: copy.failed }, () => setRevoking(null)),
          )
        }
      >
        {copy.revokeText}
      </ConfirmRemoval>
    </CardSection>
  );
}
