import { LogOut } from "lucide-react";
import { publicConfig } from "~/web/lib/public-config";
import { NavLink } from "react-router";
import type { Role } from "~/shared/accounts/roles";
import type { TeamRole } from "~/shared/accounts/team";
import { dashboardCopy } from "~/shared/copy/dashboard";
import { paths } from "~/shared/paths";
import { InstallButton } from "./install-app";
import { navItemsFor, type NavItem } from "./nav-items";
import { UserSummary } from "./user-summary";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors ${
    isActive ? "bg-brand-600 text-white" : "text-slate-300 hover:bg-white/10 hover:text-white"
  }`;

function Item({ item }: { item: NavItem }) {
  const Icon = item.icon;
  return (
    <li>
      <NavLink to={item.to} end={item.to === paths.dashboard.root} className={linkClass}>
        <Icon className="size-5" aria-hidden />
        {item.label}
      </NavLink>
      {item.children && (
        <ul className="mt-1 ml-8 space-y-1 border-l border-white/10 pl-3">
          {item.children.map((child) => (
            <li key={`${child.to}-${child.label}`}>
              <NavLink
                to={child.to}
                className="block rounded-lg px-3 py-1.5 text-sm text-slate-400 hover:text-white"
              >
                {child.label}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function Sidebar(props: {
  email: string;
  role: Role;
  active: boolean;
  /** Without access: an owner with establishments, whose history stays in the menu. */
  keepsProof: boolean;
  teamRole: TeamRole;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const copy = dashboardCopy.menu;
  return (
    <div className="flex h-full flex-col gap-6 bg-slate-950 px-4 py-6">
      <NavLink to={paths.dashboard.root} className="flex items-center gap-2.5 px-2">
        <img src="/logo.svg" alt="" width={32} height={32} className="size-8" />
        <span className="text-lg font-bold text-white">{publicConfig.brandName}</span>
      </NavLink>
      <UserSummary email={props.email} active={props.active} />
      <nav aria-label={copy.label} className="flex-1 overflow-y-auto">
        <ul className="space-y-1">
          {navItemsFor(props.role, props.active, props.keepsProof, props.teamRole).map((item) => (
            <Item key={item.to} item={item} />
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-1">
        <InstallButton />
        <button
          type="button"
          onClick={props.onLogout}
          disabled={props.loggingOut}
          className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-slate-300 hover:bg-white/10 hover:text-white disabled:opacity-60"
        >
          <LogOut className="size-5" aria-hidden />
          {props.loggingOut ? copy.loggingOut : copy.logout}
        </button>
      </div>
    </div>
  );
}
