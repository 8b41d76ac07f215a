import { publicConfig } from "~/web/lib/public-config";
import { useQuery } from "@tanstack/react-query";
import { Menu } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { dashboardCopy } from "~/shared/copy/dashboard";
import { Modal, ModalClose } from "~/web/components/ui/modal";
import { SkipLink } from "~/web/components/ui/skip-link";
import { meQueryOptions } from "~/web/lib/session";
import { useLiveEvents } from "~/web/lib/use-live-events";
import { AppManifestLink } from "./install-app";
import { Sidebar } from "./sidebar";
import { useLogout } from "./api";

/**
 * The frame of every /dashboard page: side menu (a drawer on phones) and the page.
 * `keepsProof`: the account, without access, has establishments whose history it may read.
 */
export function DashboardShell({
  children,
  footer,
  keepsProof = false,
}: {
  children: ReactNode;
  footer?: ReactNode;
  keepsProof?: boolean;
}) {
  const { data } = useQuery(meQueryOptions());
  const logout = useLogout();
  useLiveEvents();
  const location = useLocation();
  // The drawer belongs to the page it was opened on: navigating closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const drawerOpen = openedOn === location.key;

  if (!data) return null;
  const sidebar = (
    <Sidebar
      email={data.user.email}
      role={data.user.role}
      teamRole={data.team.teamRole}
      active={data.access.active}
      keepsProof={keepsProof}
      onLogout={() => logout.mutate()}
      loggingOut={logout.isPending}
    />
  );
  const copy = dashboardCopy.menu;

  return (
    <div className="min-h-dvh bg-slate-50">
      <SkipLink />
      <AppManifestLink />
      <aside className="fixed inset-y-0 left-0 hidden w-72 lg:block">{sidebar}</aside>
      <header className="sticky top-0 z-30 flex h-16 items-center justify-between border-b border-slate-200 bg-white px-4 lg:hidden">
        <span className="flex items-center gap-2">
          <img src="/logo.svg" alt="" width={32} height={32} className="size-8" />
          <span className="font-bold text-slate-900">{publicConfig.brandName}</span>
        </span>
        <button
          type="button"
          aria-label={copy.open}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={() => setOpenedOn(location.key)}
          className="inline-flex size-11 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100"
        >
          <Menu className="size-6" aria-hidden />
        </button>
      </header>
      <Modal
        open={drawerOpen}
        onClose={() => setOpenedOn(null)}
        title={copy.label}
        titleClassName="sr-only"
        // Focus the first menu item: never "Cerrar sesión", where the next Enter logs out.
        initialFocus="nav a"
        backdropClassName="backdrop:bg-slate-950/60"
        className="fixed inset-y-0 left-0 w-72 max-w-[85vw] shadow-2xl lg:hidden"
      >
        {sidebar}
        <ModalClose
          label={copy.close}
          onClick={() => setOpenedOn(null)}
          className="top-5 right-3 size-9 text-slate-300 hover:bg-white/10"
        />
      </Modal>
      <main id="main" tabIndex={-1} className="focus:outline-none lg:pl-72">
        <div className="mx-auto max-w-6xl px-4 py-8 pb-32 sm:px-8">{children}</div>
      </main>
      {footer}
    </div>
  );
}
