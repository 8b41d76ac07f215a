import { relations } from "drizzle-orm";
import { account, session, user } from "./accounts/tables";
import { plan, price } from "./billing/tables";
import { blockedSong, genre, playlist, playlistSong, song } from "./catalog/tables";
import { subscription } from "./subscriptions/tables";

export const planRelations = relations(plan, ({ many }) => ({ prices: many(price) }));

export const priceRelations = relations(price, ({ one }) => ({
  plan: one(plan, { fields: [price.planId], references: [plan.id] }),
}));

export const userRelations = relations(user, ({ many }) => ({
  sessions: many(session),
  accounts: many(account),
  subscriptions: many(subscription),
}));

export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));

export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));

export const subscriptionRelations = relations(subscription, ({ one }) => ({
  user: one(user, { fields: [subscription.userId], references: [user.id] }),
}));

export const genreRelations = relations(genre, ({ many }) => ({ songs: many(song) }));

export const songRelations = relations(song, ({ one, many }) => ({
  genre: one(genre, { fields: [song.genreId], references: [genre.id] }),
  playlists: many(playlistSong),
  blockedBy: many(blockedSong),
}));

export const playlistRelations = relations(playlist, ({ many }) => ({ songs: many(playlistSong) }));

export const playlistSongRelations = relations(playlistSong, ({ one }) => ({
  playlist: one(playlist, { fields: [playlistSong.playlistId], references: [playlist.id] }),
  song: one(song, { fields: [playlistSong.songId], references: [song.id] }),
}));

export const blockedSongRelations = relations(blockedSong, ({ one }) => ({
  user: one(user, { fields: [blockedSong.userId], references: [user.id] }),
  song: one(song, { fields: [blockedSong.songId], references: [song.id] }),
}));
