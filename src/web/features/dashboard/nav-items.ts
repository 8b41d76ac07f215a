import {
  BookOpenCheck,
  Building2,
  CircleCheck,
  CreditCard,
  History,
  LayoutDashboard,
  Mail,
  Megaphone,
  MessageSquareText,
  Music2,
  Store,
  PlayCircle,
  PlugZap,
  RadioTower,
  SlidersHorizontal,
  UserRound,
  Users,
  UsersRound,
  type LucideIcon,
} from "lucide-react";
import { can, type Permission, type Role } from "~/shared/accounts/roles";
import { teamCan, type TeamPermission, type TeamRole } from "~/shared/accounts/team";
import { dashboardCopy } from "~/shared/copy/dashboard";
import { paths } from "~/shared/paths";

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  permission?: Permission;
  /** What a team's member must be allowed to see it (an owner sees all). */
  teamPermission?: TeamPermission;
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
  {
    to: paths.dashboard.subscription,
    label: copy.subscription,
    icon: CreditCard,
    teamPermission: "billing:manage",
  },
  {
    to: paths.dashboard.player,
    label: copy.player,
    icon: PlayCircle,
    teamPermission: "player:play",
  },
  // Every zone's music from any device (decision 024): for an account whose zones may play.
  {
    to: paths.dashboard.remote,
    label: copy.remote,
    icon: SlidersHorizontal,
    needsAccess: true,
    teamPermission: "remote:control",
  },
  // Every zone of the chain at a glance, for head office (decision 041).
  {
    to: paths.dashboard.network,
    label: copy.network,
    icon: RadioTower,
    needsAccess: true,
    teamPermission: "network:read",
  },
  // Programmes made once for a chain's zones (decision 043): head office's.
  {
    to: paths.dashboard.companyProgrammes,
    label: copy.companyProgrammes,
    icon: Building2,
    needsAccess: true,
    teamPermission: "company-programmes:manage",
  },
  // Tokens for the public API and webhooks (decision 046).
  {
    to: paths.dashboard.integrations,
    label: copy.integrations,
    icon: PlugZap,
    needsAccess: true,
    teamPermission: "api-tokens:manage",
  },
  {
    to: paths.dashboard.establishments,
    label: copy.establishments,
    icon: Store,
    needsAccess: true,
    teamPermission: "schedules:manage",
  },
  // Recorded announcements and their campaigns: as the programmes, by whoever runs those.
  {
    to: paths.dashboard.messages,
    label: copy.messages,
    icon: MessageSquareText,
    needsAccess: true,
    teamPermission: "schedules:manage",
  },
  {
    to: paths.dashboard.team,
    label: copy.team,
    icon: UsersRound,
    needsAccess: true,
    teamPermission: "team:manage",
  },
  {
    to: paths.dashboard.history,
    label: copy.history,
    icon: History,
    needsAccess: true,
    keptWithoutAccess: true,
    teamPermission: "play-log:read",
  },
  {
    to: paths.dashboard.inspectionGuide,
    label: copy.inspectionGuide,
    icon: BookOpenCheck,
    needsAccess: true,
    teamPermission: "certificates:manage",
  },
  // Proof for a court or an inspector, of periods already played: kept without access too.
  {
    to: paths.dashboard.inspectionFiles,
    label: copy.inspectionFiles,
    icon: CircleCheck,
    needsAccess: true,
    keptWithoutAccess: true,
    teamPermission: "inspection-files:make",
  },
];

export function navItemsFor(
  role: Role,
  active: boolean,
  keepsProof = false,
  teamRole: TeamRole = "owner",
): NavItem[] {
  return items.filter(
    (item) =>
      (!item.permission || can(role, item.permission)) &&
      (!item.teamPermission || teamCan(teamRole, item.teamPermission)) &&
      (!item.needsAccess || active || (item.keptWithoutAccess && keepsProof)),
  );
}
