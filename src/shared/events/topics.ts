/**
 * What changed, as the live-update channel (/api/events) tells the browser. The
 * browser refetches the queries of the topic; events carry no data of their own.
 */
export type LiveTopic =
  | "catalog" // genres, songs, public playlists
  | "users" // the admin's users table
  | "campaigns" // their progress and history (admins who may send)
  | `user:${string}` // one user's own things: their playlists, their access
  | `playing:${string}`; // what one user's player plays, and where (the dashboard home)

export interface LiveEvent {
  topic: LiveTopic;
}

export const userTopic = (userId: string): LiveTopic => `user:${userId}`;

/**
 * Its own topic rather than the user's: it changes with every song, and the user's topic
 * also makes every instance forget the user's remembered session and subscriptions.
 */
export const playingTopic = (userId: string): LiveTopic => `playing:${userId}`;
