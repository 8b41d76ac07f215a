import type { TeamAccount } from "~/shared/accounts/team";
import type { Database } from "../../domain/database";

/** What each report of a player's wait comes with: whose it is, from which session, when. */
export interface WaitReport {
  db: Database;
  /** The account the person acts for. */
  account: TeamAccount;
  /** The signed-in session whose player reports the wait (decision 034). */
  sessionId: string;
  now?: Date;
}
