import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { AlertSettingsInput } from "~/shared/network/alerts-schema";
import { api, unwrap, type QueryData } from "~/web/lib/api-client";
import { useApiMutation } from "~/web/lib/use-api-mutation";
import { spacedRead } from "./api";

/**
 * The "Avisos" card's episodes, a page at a time. Under ["network"]: the owner's network
 * topic, which the minute's check tells when it opens or ends one, reads them again.
 */
export const networkAlertsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ["network", "alerts", page],
    queryFn: () =>
      spacedRead(`alerts ${page}`, () =>
        unwrap(api().network.alerts.$get({ query: { page: String(page) } })),
      ),
    placeholderData: keepPreviousData,
  });

const settingsKey = ["network", "alert-settings"] as const;

/** The owner's minutes and people (their dialog reads them when it opens). */
export const alertSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKey,
    queryFn: () => unwrap(api().network["alert-settings"].$get()),
  });

export type AlertSettingsAnswer = QueryData<typeof alertSettingsQueryOptions>;

export const useSaveAlertSettings = () =>
  useApiMutation(
    (json: AlertSettingsInput) => unwrap(api().network["alert-settings"].$put({ json })),
    { invalidates: [settingsKey] },
  );
