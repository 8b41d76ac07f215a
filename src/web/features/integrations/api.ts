import { queryOptions } from "@tanstack/react-query";
import type { CreateApiTokenInput } from "~/shared/public-api/tokens-schema";
import type { CreateWebhookInput } from "~/shared/public-api/webhooks-schema";
import { api, unwrap } from "~/web/lib/api-client";
import { useApiMutation } from "~/web/lib/use-api-mutation";

const tokensKey = ["integrations", "tokens"] as const;
const webhooksKey = ["integrations", "webhooks"] as const;

/** "Tokens de acceso": the live tokens the person may see (never their secrets). */
export const apiTokensQueryOptions = () =>
  queryOptions({ queryKey: tokensKey, queryFn: () => unwrap(api()["api-tokens"].$get()) });

/** "Webhooks": the owner's endpoints with their latest deliveries, read again each 15 s. */
export const webhooksQueryOptions = () =>
  queryOptions({
    queryKey: webhooksKey,
    queryFn: () => unwrap(api().webhooks.$get()),
    refetchInterval: 15_000,
  });

export const useCreateApiToken = () =>
  useApiMutation((json: CreateApiTokenInput) => unwrap(api()["api-tokens"].$post({ json })), {
    invalidates: [tokensKey],
  });

export const useRevokeApiToken = () =>
  useApiMutation((id: string) => unwrap(api()["api-tokens"][":id"].$delete({ param: { id } })), {
    invalidates: [tokensKey],
  });

export const useCreateWebhook = () =>
  useApiMutation((json: CreateWebhookInput) => unwrap(api().webhooks.$post({ json })), {
    invalidates: [webhooksKey],
  });

export const useDisableWebhook = () =>
  useApiMutation((id: string) => unwrap(api().webhooks[":id"].disable.$post({ param: { id } })), {
    invalidates: [webhooksKey],
  });
