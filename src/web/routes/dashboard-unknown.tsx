import { redirect } from "react-router";
import { paths } from "~/shared/paths";

// An unknown dashboard path leads back to the dashboard.
export async function clientLoader() {
  return redirect(paths.dashboard.root);
}

export default function DashboardUnknownRoute() {
  return null;
}
