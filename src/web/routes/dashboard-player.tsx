import { dashboardCopy } from "~/shared/copy/dashboard";
import { PlaceholderPage } from "~/web/features/dashboard/placeholder-page";
import { pageMeta } from "~/web/lib/page-meta";

const copy = dashboardCopy.placeholders.player;

export const meta = () => pageMeta(copy.title, copy.text);

export default function Route() {
  return <PlaceholderPage title={copy.title} text={copy.text} />;
}
