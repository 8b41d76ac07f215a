import { queryOptions } from "@tanstack/react-query";
import { api, ApiError, unwrap } from "~/web/lib/api-client";

export const templatesQueryOptions = () =>
  queryOptions({
    queryKey: ["campaigns", "templates"],
    queryFn: () => unwrap(api().marketing.templates.$get()),
  });
export const campaignsQueryOptions = () =>
  queryOptions({
    queryKey: ["campaigns", "campaigns"],
    queryFn: () => unwrap(api().marketing.campaigns.$get()),
  });

export type Template = Awaited<
  ReturnType<NonNullable<ReturnType<typeof templatesQueryOptions>["queryFn"]>>
>[number];
export type Campaign = Awaited<
  ReturnType<NonNullable<ReturnType<typeof campaignsQueryOptions>["queryFn"]>>
>[number];

export const saveTemplate = (json: {
  name: string;
  subject: string;
  content: string;
  overwrite?: boolean;
}) => unwrap(api().marketing.templates.$post({ json }));
export const countRecipients = () => unwrap(api().marketing.campaigns.recipients.count.$get());
export const startCampaign = (json: { subject: string; content: string }) =>
  unwrap(api().marketing.campaigns.$post({ json }));

/** Uploads an editor image; answers the URL to insert. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.set("file", file);
  const response = await fetch("/api/marketing/images", {
    method: "POST",
    body: form,
    credentials: "same-origin",
  });
  if (!response.ok) throw new ApiError(response.status, "BAD_REQUEST", `HTTP ${response.status}`);
  return ((await response.json()) as { url: string }).url;
}
