import { queryOptions } from "@tanstack/react-query";
import type { RemoteCommand } from "~/shared/remote/schema";
import { api, unwrap } from "~/web/lib/api-client";
import { takeFirstAnswerData } from "~/web/lib/first-answers";
import { useApiMutation } from "~/web/lib/use-api-mutation";

/** "Mando": every zone with its latest state; live states are written into it as they come. */
export const liveZonesKey = ["zones", "live"] as const;

type LiveZones = Awaited<ReturnType<typeof fetchLiveZones>>;
const fetchLiveZones = async () => (await unwrap(api().zones.live.$get())).zones;

export const liveZonesQueryOptions = () =>
  queryOptions({
    queryKey: liveZonesKey,
    queryFn: fetchLiveZones,
    // The remote's document brought them (asked again once the stream is open): drawn with
    // the page, not after placeholder cards.
    initialData: () => takeFirstAnswerData<{ zones: LiveZones }>("/api/zones/live")?.zones,
    initialDataUpdatedAt: () => performance.timeOrigin,
  });

/** A command as a screen asks for it; its id is made when it is sent. */
export type CommandRequest = RemoteCommand extends infer Command
  ? Command extends RemoteCommand
    ? Omit<Command, "id">
    : never
  : never;

/** A command with an id of its own, so the state that answers it can be told (decision 024). */
export const withId = (request: CommandRequest): RemoteCommand =>
  ({ ...request, id: crypto.randomUUID() }) as RemoteCommand;

/**
 * Sends a command to a zone's player; the answer (202) says the zone's status as last
 * heard. What the server carries out itself (blocking, a choice by hand) it announces on
 * the account's topic, which refetches the screens that show it.
 */
export const useSendCommand = (zoneId: string) =>
  useApiMutation((json: RemoteCommand) =>
    unwrap(api().zones[":zoneId"].commands.$post({ param: { zoneId }, json })),
  );

/** The account's establishments: their time zones word the end of a choice by hand. */
export const establishmentsQueryOptions = () =>
  queryOptions({
    queryKey: ["establishments"],
    queryFn: () => unwrap(api().establishments.$get()),
  });

export { genresQueryOptions, publicPlaylistsQueryOptions } from "~/web/lib/catalog-api";
export { ownPlaylistsQueryOptions } from "~/web/lib/playlists-api";
export { messagesQueryOptions } from "~/web/lib/messages-api";
