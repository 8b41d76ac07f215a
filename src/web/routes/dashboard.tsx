import { redirect } from "react-router";
import { paths } from "~/shared/paths";

// Without a session every dashboard path leads to the sign-in page.
export async function clientLoader() {
  return redirect(paths.login);
}

export function HydrateFallback() {
  return null;
}

export default function DashboardRoute() {
  return null;
}
