import { dashboardCopy } from "~/shared/copy/dashboard";
import { PlaceholderPage } from "~/web/features/dashboard/placeholder-page";
import { pageMeta } from "~/web/lib/page-meta";
import { requirePermission } from "~/web/lib/route-guards";

const copy = dashboardCopy.placeholders.music;

export const meta = () => pageMeta(copy.title, copy.text);

export async function clientLoader() {
  await requirePermission("catalog:manage");
  return null;
}

export default function Route() {
  return <PlaceholderPage title={copy.title} text={copy.text} />;
}
