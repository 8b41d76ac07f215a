import { useQuery } from "@tanstack/react-query";
import { UsersRound } from "lucide-react";
import { useState, type ComponentProps, type ReactNode } from "react";
import { teamCopy } from "~/shared/copy/team";
import type { ListedEstablishment } from "~/shared/establishments/schema";
import type { TeamMember } from "~/shared/team/schema";
import { Alert } from "~/web/components/ui/alert";
import { Badge } from "~/web/components/ui/badge";
import { Button } from "~/web/components/ui/button";
import { ConfirmRemoval } from "~/web/components/ui/confirm-removal";
import { RowSkeletons } from "~/web/components/ui/row-skeletons";
import { useOutcome } from "~/web/components/ui/use-outcome";
import { teamQueryOptions, useRemoveMember, useWithdrawInvitation } from "./api";
import { InviteForm } from "./invite-form";
import { TeamSettings } from "./team-settings";
import { MemberEditDialog } from "./member-edit-dialog";
import { spanishDateFormat } from "~/web/lib/spanish-date-format";

const when = spanishDateFormat({
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Madrid",
});
const day = spanishDateFormat({
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "Europe/Madrid",
});

/** Where a person works: establishments whole, then single zones with their establishment. */
const whereTheyWork = (where: Pick<TeamMember, "establishments" | "zones">) =>
  teamCopy.members.worksIn(
    [
      ...where.establishments.map((establishment) => establishment.name),
      ...where.zones.map((zone) => teamCopy.invite.zone(zone.name, zone.establishmentName)),
    ].join(", "),
  );

/**
 * /dashboard/team, "Equipo": invite people to some of the owner's establishments or zones
 * with a role, see who is in and when they were last active, change a person's role and
 * where they work, withdraw an invitation, remove a person (after a confirmation: their session
 * ends at once on every device).
 */
export function TeamPage(props: {
  /** The owner's establishments (undefined while they load): whom to invite where. */
  establishments: ListedEstablishment[] | undefined;
}) {
  const team = useQuery(teamQueryOptions());
  const { establishments } = props;
  const withdraw = useWithdrawInvitation();
  const remove = useRemoveMember();
  const { outcome, report, succeed } = useOutcome();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const failed = { fallback: teamCopy.errors.failed };

  return (
    <div className="space-y-6">
      <Alert outcome={outcome} />
      {establishments &&
        (establishments.length > 0 ? (
          <InviteForm establishments={establishments} />
        ) : (
          <p className="rounded-2xl bg-white p-6 text-sm text-slate-700 ring-1 ring-slate-200">
            {teamCopy.invite.noEstablishments}
          </p>
        ))}
      {team.isPending && <RowSkeletons count={2} label={teamCopy.members.title} />}
      {team.data && (
        <>
          <TeamSettings team={team.data} />
          <section aria-labelledby="members-title" className="space-y-3">
            <h2 id="members-title" className="text-lg font-semibold text-slate-900">
              {teamCopy.members.title}
            </h2>
            {team.data.members.length === 0 ? (
              <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-10 text-center ring-1 ring-slate-200">
                <UsersRound className="size-8 text-brand-700" aria-hidden />
                <p className="max-w-md text-sm text-slate-600">{teamCopy.members.empty}</p>
              </div>
            ) : (
              <ul className="space-y-3" aria-label={teamCopy.members.title}>
                {team.data.members.map((member) => (
                  <PersonRow
                    key={member.userId}
                    name={member.name}
                    role={member.role}
                    actions={
                      <div className="flex flex-wrap gap-2">
                        {establishments && (
                          <RowAction
                            label={teamCopy.members.editLabel(member.name)}
                            onClick={() => setEditing(member)}
                          >
                            {teamCopy.members.edit}
                          </RowAction>
                        )}
                        <RowAction
                          label={teamCopy.members.removeLabel(member.name)}
                          onClick={() => {
                            remove.reset();
                            setRemoving(member);
                          }}
                        >
                          {teamCopy.members.remove}
                        </RowAction>
                      </div>
                    }
                  >
                    <p className="text-sm break-words text-slate-600">{member.email}</p>
                    <p className="text-sm break-words text-slate-700">{whereTheyWork(member)}</p>
                    <p className="text-xs text-slate-600">
                      {member.lastActiveAt
                        ? teamCopy.members.lastActive(when().format(new Date(member.lastActiveAt)))
                        : teamCopy.members.neverActive}
                    </p>
                  </PersonRow>
                ))}
              </ul>
            )}
          </section>
          {team.data.invitations.length > 0 && (
            <section aria-labelledby="invitations-title" className="space-y-3">
              <h2 id="invitations-title" className="text-lg font-semibold text-slate-900">
                {teamCopy.invitations.title}
              </h2>
              <ul className="space-y-3" aria-label={teamCopy.invitations.title}>
                {team.data.invitations.map((invitation) => (
                  <PersonRow
                    key={invitation.id}
                    invited
                    name={invitation.email}
                    role={invitation.role}
                    actions={
                      <RowAction
                        label={teamCopy.invitations.withdrawLabel(invitation.email)}
                        disabled={withdraw.isPending}
                        onClick={() =>
                          withdraw.mutate(
                            invitation.id,
                            report(teamCopy.invitations.withdrawn(invitation.email), failed),
                          )
                        }
                      >
                        {teamCopy.invitations.withdraw}
                      </RowAction>
                    }
                  >
                    <p className="text-sm break-words text-slate-700">
                      {whereTheyWork(invitation)}
                    </p>
                    <p className="text-xs text-slate-600">
                      {teamCopy.invitations.expires(day().format(new Date(invitation.expiresAt)))}
                    </p>
                  </PersonRow>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      {editing && establishments && (
        <MemberEditDialog
          key={editing.userId}
          member={editing}
          establishments={establishments}
          onClose={(saved) => {
            setEditing(null);
            if (saved) succeed(saved);
          }}
        />
      )}
      <ConfirmRemoval
        doomed={removing}
        title={(member) => teamCopy.members.removeTitle(member.name)}
        confirmLabel={teamCopy.members.remove}
        cancelLabel={teamCopy.members.cancel}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={(member) =>
          remove.mutate(
            member.userId,
            report(teamCopy.members.removed(member.name), failed, () => setRemoving(null)),
          )
        }
      >
        {teamCopy.members.removeText}
      </ConfirmRemoval>
    </div>
  );
}

/**
 * A person of the team, or one `invited` (lighter: not in yet): who, their role, what else
 * is known, the actions.
 */
function PersonRow(props: {
  invited?: boolean;
  name: string;
  role: TeamMember["role"];
  children: ReactNode;
  actions: ReactNode;
}) {
  const weight = props.invited ? "font-medium" : "font-semibold";
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className={`flex flex-wrap items-center gap-2 ${weight} break-words text-slate-900`}>
          {props.name}
          <Badge tone={props.invited ? "neutral" : "brand"}>{teamCopy.roles[props.role]}</Badge>
        </p>
        {props.children}
      </div>
      {props.actions}
    </li>
  );
}

/** A row's action, its `label` naming the person it acts on. */
function RowAction({ label, ...props }: { label: string } & ComponentProps<typeof Button>) {
  return <Button variant="secondary" size="sm" aria-label={label} {...props} />;
}
