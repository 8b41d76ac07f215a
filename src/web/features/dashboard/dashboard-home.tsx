import { useQuery } from "@tanstack/react-query";
import { CreditCard, ListMusic, Music2, PlayCircle, Sparkles, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { can } from "~/shared/accounts/roles";
import { teamCan } from "~/shared/accounts/team";
import { dashboardCopy } from "~/shared/copy/dashboard";
import { dashboardHomeCopy } from "~/shared/copy/dashboard-home";
import { playerHomeCopy } from "~/shared/copy/player-home";
import { paths } from "~/shared/paths";
import { ButtonLink } from "~/web/components/ui/button-link";
import { meQueryOptions } from "~/web/lib/session";
import { PageHeader } from "./page-header";

const tiles = playerHomeCopy.tiles;

function Tile({ to, label, icon: Icon }: { to: string; label: string; icon: LucideIcon }) {
  return (
    <Link
      to={to}
      className="flex flex-col items-start gap-3 rounded-2xl bg-white p-5 font-semibold text-slate-900 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:ring-brand-300"
    >
      <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
        <Icon className="size-5" aria-hidden />
      </span>
      {label}
    </Link>
  );
}

/**
 * /dashboard: welcome, the upsell, a new owner's next steps, what is playing and where,
 * every zone now (several zones), the status lines (this device's offline music, the certificate), the newest songs and
 * quick access. The route fills the slots from the features they belong to.
 */
export function DashboardHome(props: {
  nextSteps?: ReactNode;
  nowPlaying: ReactNode;
  /** Every zone now, for an account with several ("Zonas ahora"). */
  zones?: ReactNode;
  /** One line each; shown in a box of their own. */
  status?: ReactNode;
  recent: ReactNode;
}) {
  const { data } = useQuery(meQueryOptions());
  if (!data) return null;
  return (
    <div className="space-y-6 pb-28">
      <PageHeader
        title={dashboardCopy.home.welcome(data.user.fullName)}
        lead={dashboardCopy.home.lead}
      />
      {!data.access.active && (
        <section
          aria-label={playerHomeCopy.upsellTitle}
          className="flex flex-col gap-4 rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex gap-3">
            <Sparkles className="size-6 flex-none text-amber-500" aria-hidden />
            <div>
              <h2 className="font-semibold text-slate-900">{playerHomeCopy.upsellTitle}</h2>
              <p className="text-sm text-slate-600">{playerHomeCopy.upsellText}</p>
            </div>
          </div>
          <ButtonLink to={paths.dashboard.subscription}>{playerHomeCopy.upsellCta}</ButtonLink>
        </section>
      )}
      {props.nextSteps}
      {props.nowPlaying}
      {props.zones}
      {props.status && (
        <section
          aria-label={dashboardHomeCopy.status}
          className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
        >
          {props.status}
        </section>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {props.recent}
        <section aria-label={playerHomeCopy.quickAccess}>
          <h2 className="mb-3 text-lg font-semibold text-slate-900">
            {playerHomeCopy.quickAccess}
          </h2>
          <div className="grid grid-cols-2 gap-3">
            <Tile to={paths.dashboard.player} label={tiles.player} icon={PlayCircle} />
            {teamCan(data.team.teamRole, "billing:manage") && (
              <Tile
                to={paths.dashboard.subscription}
                label={tiles.subscription}
                icon={CreditCard}
              />
            )}
            <Tile to={`${paths.dashboard.player}?tab=mine`} label={tiles.lists} icon={ListMusic} />
            {can(data.user.role, "catalog:manage") && (
              <Tile to={paths.dashboard.music} label={tiles.manage} icon={Music2} />
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
