import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { CampaignSendInput, TemplateInput } from "~/shared/campaigns/schema";
import { api, unwrap, type QueryData } from "~/web/lib/api-client";
import { useApiMutation } from "~/web/lib/use-api-mutation";

const templatesKey = ["campaigns", "templates"] as const;
const campaignsKey = ["campaigns", "campaigns"] as const;

export const templatesQueryOptions = () =>
  queryOptions({
    queryKey: templatesKey,
    queryFn: () => unwrap(api().marketing.templates.$get()),
  });
export const campaignsQueryOptions = () =>
  queryOptions({
    queryKey: campaignsKey,
    queryFn: () => unwrap(api().marketing.campaigns.$get()),
  });
/** Who a send would reach now: asked just before the question, never from the cache. */
export const recipientCountQueryOptions = () =>
  queryOptions({
    queryKey: ["campaigns", "recipients"],
    queryFn: () => unwrap(api().marketing.campaigns.recipients.count.$get()),
    staleTime: 0,
  });

export type Template = QueryData<typeof templatesQueryOptions>[number];

/** Without `overwrite`, a template of the same name is refused (CONFLICT): ask first. */
export const useSaveTemplate = () =>
  useApiMutation((json: TemplateInput) => unwrap(api().marketing.templates.$post({ json })), {
    invalidates: [templatesKey],
  });

/** Starts a send to every customer; its progress arrives with the campaigns' live topic. */
export const useStartCampaign = () =>
  useApiMutation((json: CampaignSendInput) => unwrap(api().marketing.campaigns.$post({ json })), {
    invalidates: [campaignsKey],
  });

type UploadedImage = InferResponseType<ReturnType<typeof api>["marketing"]["images"]["$post"], 201>;

/** Uploads an editor image (multipart: the route reads the form itself); answers its URL. */
export const useUploadImage = () =>
  useApiMutation(async (file: File) => {
    const form = new FormData();
    form.set("file", file);
    const request = fetch(api().marketing.images.$url(), {
      method: "POST",
      body: form,
      credentials: "same-origin",
    });
    return (await unwrap<UploadedImage>(request)).url;
  });

/** The unsubscribe link's token; no session needed, the signed token is the proof. */
export const useUnsubscribe = () =>
  useApiMutation((token: string) =>
    unwrap(api().marketing.unsubscribe.$post({ query: {}, json: { token } })),
  );
