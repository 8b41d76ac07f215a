import { queryOptions } from "@tanstack/react-query";
import type {
  Message,
  MessageCampaignInput,
  MessageFields,
  MessageUploadFields,
} from "~/shared/messages/schema";
import { api, unwrap } from "~/web/lib/api-client";
import { uploadWithProgress } from "~/web/lib/upload-with-progress";
import { messagesKey } from "~/web/lib/messages-api";
import { useApiMutation } from "~/web/lib/use-api-mutation";

export { messagesQueryOptions } from "~/web/lib/messages-api";
export const campaignsKey = ["message-campaigns"] as const;

/** "Campañas de mensajes", with the names of their messages and zones. */
export const campaignsQueryOptions = () =>
  queryOptions({
    queryKey: campaignsKey,
    queryFn: () => unwrap(api()["message-campaigns"].$get()),
  });

// A campaign names its messages: a message renamed or deleted changes the campaigns too.
const refetchBoth = { invalidates: [messagesKey, campaignsKey] };
const refetchCampaigns = { invalidates: [campaignsKey] };

export interface MessageUpload {
  /** The fields as the form holds them ("" for no end date). */
  fields: { [Key in keyof MessageUploadFields]: string | number | null };
  file: File;
  /** From 0 as it starts to 1 once sent. */
  onProgress: (fraction: number) => void;
}

/** A new message from a file or a recording, sent with its progress (multipart). */
export const useUploadMessage = () =>
  useApiMutation(async ({ fields, file, onProgress }: MessageUpload) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, String(value ?? ""));
    form.append("file", file, file.name);
    return (await uploadWithProgress("/api/messages", form, onProgress)) as Message;
  }, refetchBoth);

export const useUpdateMessage = () =>
  useApiMutation(
    ({ id, json }: { id: string; json: MessageFields }) =>
      unwrap(api().messages[":id"].$patch({ param: { id }, json })),
    refetchBoth,
  );

export const useDeleteMessage = () =>
  useApiMutation(
    (id: string) => unwrap(api().messages[":id"].$delete({ param: { id } })),
    refetchBoth,
  );

export const useSaveCampaign = () =>
  useApiMutation(
    ({ id, json }: { id: string | null; json: MessageCampaignInput }) =>
      id === null
        ? unwrap(api()["message-campaigns"].$post({ json }))
        : unwrap(api()["message-campaigns"][":id"].$put({ param: { id }, json })),
    refetchCampaigns,
  );

export const useDeleteCampaign = () =>
  useApiMutation(
    (id: string) => unwrap(api()["message-campaigns"][":id"].$delete({ param: { id } })),
    refetchCampaigns,
  );
