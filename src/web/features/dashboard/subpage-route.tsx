import type { ComponentType, ReactNode } from "react";
import { pageMeta } from "~/web/lib/page-meta";
import { DashboardSubpage } from "./page-header";

/**
 * What a route module of a page below the dashboard exports besides its guard: the meta
 * tags from its title and description, and the page under its header (the lead, when
 * given, under the title).
 */
export function dashboardSubpageRoute(
  Page: ComponentType,
  texts: { title: string; description: string; lead?: ReactNode },
) {
  return {
    meta: () => pageMeta(texts.title, texts.description),
    Component: function DashboardSubpageRoute() {
      return (
        <DashboardSubpage title={texts.title} lead={texts.lead}>
          <Page />
        </DashboardSubpage>
      );
    },
  };
}
