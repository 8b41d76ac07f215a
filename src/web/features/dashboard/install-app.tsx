import { Download } from "lucide-react";
import { useLocation } from "react-router";
import { dashboardCopy } from "~/shared/copy/dashboard";
import { paths } from "~/shared/paths";
import { useInstallPrompt } from "./install-prompt";

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

/** "Instalar aplicación", shown only while the browser offers installing the dashboard. */
export function InstallButton() {
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <button
      type="button"
      onClick={() => void install()}
      className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-slate-300 hover:bg-white/10 hover:text-white"
    >
      <Download className="size-5" aria-hidden />
      {dashboardCopy.menu.install}
    </button>
  );
}
