import type { RemoteCommand, ZoneState } from "../remote/schema";

/**
 * What changed, as the live-update channel (/api/events) tells the browser. For these
 * topics the browser refetches the topic's queries; the events carry no data of their own.
 */
export type ChangeTopic =
  | "catalog" // genres, songs, public playlists
  | "users" // the admin's users table
  | "campaigns" // their progress and history (admins who may send)
  | `user:${string}` // one user's own things: their playlists, their access
  | `playing:${string}` // what one user's player plays, and where (the dashboard home)
  | `messages:${string}` // an account's messages and campaigns (decision 029), and so its zones'
  | `network:${string}`; // an owner's zones changed status, or an alert opened or closed (decision 041)

/**
 * One zone's remote control (decision 024): the remote's commands to the zone's player and
 * the player's states back. They carry their data: a refetch would cost the round trip the
 * remote must not wait for.
 */
export type ZoneTopic = `zone:${string}`;

export type LiveTopic = ChangeTopic | ZoneTopic;

export interface ChangeEvent {
  topic: ChangeTopic;
}

export type ZoneEvent =
  | { topic: ZoneTopic; kind: "command"; command: RemoteCommand }
  | { topic: ZoneTopic; kind: "state"; state: ZoneState };

export type LiveEvent = ChangeEvent | ZoneEvent;

export const userTopic = (userId: string): ChangeTopic => `user:${userId}`;

/**
 * Its own topic rather than the user's: it changes with every song, and the user's topic
 * also makes every instance forget the user's remembered session and subscriptions.
 */
export const playingTopic = (userId: string): ChangeTopic => `playing:${userId}`;

/**
 * Its own topic: a message uploaded or a campaign changed needs no one's session or
 * access forgotten, only the players and screens that show messages refetching.
 */
export const messagesTopic = (accountId: string): ChangeTopic => `messages:${accountId}`;

/**
 * Its own topic: "Estado de la red" refetches when a zone of the owner's changes status or
 * an alert opens or closes, which neither the owner's session nor their player cares about.
 */
export const networkTopic = (ownerId: string): ChangeTopic => `network:${ownerId}`;

export const zoneTopic = (zoneId: string): ZoneTopic => `zone:${zoneId}`;

export const isZoneTopic = (topic: LiveTopic): topic is ZoneTopic => topic.startsWith("zone:");

export const isZoneEvent = (event: LiveEvent): event is ZoneEvent => isZoneTopic(event.topic);
