import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "~/web/lib/api-client";

/** A zone's messages as its player follows them; live events refetch them. */
export const zoneMessagesQueryOptions = (zoneId: string) =>
  queryOptions({
    queryKey: ["zone-messages", zoneId] as const,
    queryFn: () => unwrap(api().zones[":zoneId"].messages.$get({ param: { zoneId } })),
  });
