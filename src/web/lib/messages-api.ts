import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "./api-client";

/** The account's messages: "Mensajes" manages them, "Mando" plays one now. */
export const messagesKey = ["messages"] as const;

/** The account's messages, newest first (refetched on the account's live topic). */
export const messagesQueryOptions = () =>
  queryOptions({ queryKey: messagesKey, queryFn: () => unwrap(api().messages.$get()) });
