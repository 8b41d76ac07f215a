import { z } from "~/shared/validation/zod";
import { remoteCopy } from "../copy/remote";
import { rowIdSchema } from "../validation/ids";
import { scheduleSourceSchema, type ScheduleSource } from "../schedules/schema";
import { singleLine } from "../validation/text";

const errors = remoteCopy.errors;

/** `/api/zones/:zoneId/…`: a zone's id (today an establishment's, decision 024). */
export const zoneParamSchema = z.object({ zoneId: rowIdSchema });

const volumeSchema = z
  .number(errors.invalidVolume)
  .min(0, errors.invalidVolume)
  .max(1, errors.invalidVolume);

// The remote makes the command's id, so that it can tell the state that answers it.
const command = <Kind extends string, Shape extends z.ZodRawShape>(kind: Kind, shape: Shape) =>
  z.strictObject({ id: z.uuid(errors.invalidCommandId), kind: z.literal(kind), ...shape });

/** Play, pause, skip, volume: what the public API's integrations may send too (decision 046). */
const transportCommands = [
  command("play", {}),
  command("pause", {}),
  command("next", {}),
  command("volume", { value: volumeSchema }),
] as const;

/** The transport commands alone (POST /api/v1/zones/:zoneId/commands). */
export const transportCommandSchema = z.discriminatedUnion("kind", transportCommands, {
  error: errors.unknownCommand,
});

/** What the remote asks a zone's player to do (POST /api/zones/:zoneId/commands). */
export const remoteCommandSchema = z.discriminatedUnion(
  "kind",
  [
    ...transportCommands,
    // "No reproducir" the song playing: in this zone, or (the owner only) in every zone.
    command("block", { songId: z.uuid(errors.invalidSong), everywhere: z.boolean().optional() }),
    // "Poner esta lista hasta las …": the schedule's own override (shared/schedules/schema).
    command("override", {
      source: scheduleSourceSchema,
      shuffle: z.boolean().default(false),
      until: z.iso.datetime({ offset: true, error: errors.invalidUntil }),
    }),
    command("end-override", {}),
    // "Reproducir ahora" a message (decision 028): over the music, as an exact-time one.
    command("message", { messageId: z.uuid(errors.invalidMessage) }),
  ],
  { error: errors.unknownCommand },
);
export type RemoteCommand = z.infer<typeof remoteCommandSchema>;

const shownText = singleLine().max(300, errors.textTooLong(300));

/** What the zone's player sends (PUT /api/zones/:zoneId/state) on every change and every 20 s. */
export const zoneStateInputSchema = z.strictObject({
  deviceId: z.uuid(errors.invalidDevice),
  playing: z.boolean(errors.invalidState),
  track: z
    .strictObject({
      id: rowIdSchema,
      title: shownText,
      artist: shownText,
      durationSeconds: z.number(errors.invalidPosition).min(0, errors.invalidPosition),
    })
    .nullable(),
  /** Seconds into the track. */
  position: z.number(errors.invalidPosition).min(0, errors.invalidPosition),
  volume: volumeSchema,
  /** The player has no connection to the catalogue: it plays what it kept. */
  offline: z.boolean(errors.invalidState),
  /** Outside the programme's opening hours. */
  closed: z.boolean(errors.invalidState).default(false),
  /** What the player shows as the reason it plays this ("Comidas · Jazz suave"). */
  reason: shownText,
  /** The player's clock when it took the state: the remote moves the progress bar from it. */
  at: z.iso.datetime({ offset: true, error: errors.invalidTime }),
  /** The command this state answers, if any. */
  commandId: z.uuid(errors.invalidCommandId).optional(),
});
export type ZoneStateInput = z.infer<typeof zoneStateInputSchema>;

/** A zone's latest state as stored and published: the player's, and when the server heard it. */
export interface ZoneState extends ZoneStateInput {
  seenAt: string;
}

/** What a zone is doing, as the remote shows it (shared/remote/zone-status.ts). */
export type ZoneStatus = "playing" | "paused" | "closed" | "offline" | "no-player";

/** One zone of GET /api/zones/live. */
export interface LiveZone {
  zoneId: string;
  establishmentId: string;
  establishmentName: string;
  zoneName: string;
  status: ZoneStatus;
  /** The latest state any player sent, even a stale one (null: never). */
  state: ZoneState | null;
  /** The list or genre chosen by hand for the zone until a time, while it lasts. */
  chosen: { source: ScheduleSource; until: string } | null;
}
