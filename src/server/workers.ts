import type { InfraDeps } from "./deps";
import { registerCampaignWorker } from "./features/campaigns/send-campaign-chunk";
import { maintainSongTable } from "./features/catalog/maintain-song-table";
import { registerSongAnalysis } from "./features/catalog/song-analysis-job";
import { registerInspectionFiles } from "./features/inspection-files/inspection-file-jobs";
import { registerNetworkAlerts } from "./features/network-alerts/network-alert-jobs";
import { registerLicenceExpiry } from "./features/song-rights/licence-expiry-job";
import { registerOrphanMessageFiles } from "./features/messages/orphan-files-job";
import { registerPlayLogRetention } from "./features/play-log/retention-job";
import { registerPlayLogSeals } from "./features/play-log/seal-jobs";
import { webhookHooks } from "./features/public-api/webhook-event-data";
import { registerWebhookDeliveries } from "./features/public-api/webhook-jobs";

/**
 * Background work, composed here as app.ts composes the routes: each feature's queue
 * workers and upkeep. Only the server runs them (`boot({ workers: true })`); the CLI
 * does not.
 */
export async function startWorkers(deps: InfraDeps): Promise<void> {
  await registerCampaignWorker(deps);
  await registerPlayLogRetention(deps);
  await registerOrphanMessageFiles(deps);
  // Without TSA_URL the seals are written and e-mailed, not time-stamped.
  await registerPlayLogSeals(deps, deps.timeStamps);
  await registerSongAnalysis(deps);
  await registerLicenceExpiry(deps);
  await registerInspectionFiles(deps);
  // An alert's opening and end are told to the owner's webhooks too (decision 046).
  await registerWebhookDeliveries(deps);
  await registerNetworkAlerts(deps, webhookHooks(deps.jobs));
  maintainSongTable(deps);
}
