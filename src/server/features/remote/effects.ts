import type { TeamAccount } from "~/shared/accounts/team";
import type { ScheduleOverride } from "~/shared/schedules/schema";

/**
 * The commands the server carries out itself, through the features that own them (composed
 * in app.ts): they must hold even when the zone's player is away, and the other devices
 * must see them. Each throws the owner feature's own refusals (no programme, a past time).
 */
export interface RemoteEffects {
  setOverride(options: {
    userId: string;
    zoneId: string;
    override: ScheduleOverride;
  }): Promise<unknown>;
  clearOverride(options: { userId: string; zoneId: string }): Promise<unknown>;
  /** Blocks a song where the person may (decision 045): a zone, or every zone (no `zoneId`). */
  blockSong(options: {
    account: TeamAccount;
    by: { id: string; name: string };
    songId: string;
    zoneId: string | undefined;
  }): Promise<unknown>;
  /**
   * Whether the person may play the message: the account's own, and for a member one that
   * sounds in their establishments or nowhere yet. "Reproducir ahora" plays no other.
   */
  hasMessage(options: { account: TeamAccount; messageId: string }): Promise<boolean>;
}
