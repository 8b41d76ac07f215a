import {
  BookOpenCheck,
  CreditCard,
  History,
  LayoutDashboard,
  Mail,
  Megaphone,
  Music2,
  Store,
  PlayCircle,
  SlidersHorizontal,
  UserRound,
  Users,
  type LucideIcon,
} from "lucide-react";
import { can, type Permission, type Role } from "~/shared/accounts/roles";
import { dashboardCopy } from "~/shared/copy/dashboard";
import { paths } from "~/shared/paths";

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  permission?: Permission;
  /** Shown only while the account may play (what it manages needs access). */
  needsAccess?: boolean;
  /**
   * Shown without access too to an owner with proof to keep (establishments): it outlives
   * the subscription (docs/product.md).
   */
  keptWithoutAccess?: boolean;
  children?: NavItem[];
}

const copy = dashboardCopy.menu;

/** Product §2: after the dashboard's home, admins see Usuarios, Gestionar Música and Marketing. */
const items: NavItem[] = [
  { to: paths.dashboard.root, label: copy.home, icon: LayoutDashboard },
  { to: paths.dashboard.users, label: copy.users, icon: Users, permission: "users:manage" },
  { to: paths.dashboard.music, label: copy.music, icon: Music2, permission: "catalog:manage" },
  {
    to: paths.dashboard.campaigns,
    label: copy.marketing,
    icon: Megaphone,
    permission: "campaigns:send",
    children: [{ to: paths.dashboard.campaigns, label: copy.emailMarketing, icon: Mail }],
  },
  { to: paths.dashboard.profile, label: copy.profile, icon: UserRound },
  { to: paths.dashboard.subscription, label: copy.subscription, icon: CreditCard },
  { to: paths.dashboard.player, label: copy.player, icon: PlayCircle },
  // Every zone's music from any device (issue 26): for an account whose zones may play.
  { to: paths.dashboard.remote, label: copy.remote, icon: SlidersHorizontal, needsAccess: true },
  {
    to: paths.dashboard.establishments,
    label: copy.establishments,
    icon: Store,
    needsAccess: true,
  },
  {
    to: paths.dashboard.history,
    label: copy.history,
    icon: History,
    needsAccess: true,
    keptWithoutAccess: true,
  },
  {
    to: paths.dashboard.inspectionGuide,
    label: copy.inspectionGuide,
    icon: BookOpenCheck,
    needsAccess: true,
  },
];

export function navItemsFor(role: Role, active: boolean, keepsProof = false): NavItem[] {
  return items.filter(
    (item) =>
      (!item.permission || can(role, item.permission)) &&
      (!item.needsAccess || active || (item.keptWithoutAccess && keepsProof)),
  );
}
