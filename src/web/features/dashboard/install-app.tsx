import { useLocation } from "react-router";
import { paths } from "~/shared/paths";

/** Served from public/; its start_url and scope are the dashboard. */
const MANIFEST = "/manifest.webmanifest";

/**
 * The web app manifest, on the dashboard's pages only: the public pages stay as they are
 * (their weight is budgeted) and the test checkout and portal are outside its scope.
 * React hoists the link into <head>; it renders once, in the shell, because two links
 * (the side menu and the phone's drawer) would not be merged.
 */
export function AppManifestLink() {
  const { pathname } = useLocation();
  const root = paths.dashboard.root;
  const inScope = pathname === root || pathname.startsWith(`${root}/`);
  return inScope ? <link rel="manifest" href={MANIFEST} /> : null;
}
