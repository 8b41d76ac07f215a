import { serviceProvider } from "../../domain/service-provider";
import type { Env } from "../../env";
import type { InspectionFileSettings } from "./gather-inspection-file";

/** Who issues the files, from the configuration. */
export function inspectionFileSettings(env: Env): InspectionFileSettings {
  return {
    brandName: env.publicConfig.brandName,
    appUrl: env.APP_URL,
    provider: serviceProvider(env),
  };
}
