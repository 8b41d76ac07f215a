import { queryOptions } from "@tanstack/react-query";
import type { InvitationInput, MemberChange, TeamSettings } from "~/shared/team/schema";
import { api, unwrap } from "~/web/lib/api-client";
import { useApiMutation } from "~/web/lib/use-api-mutation";

export const teamKey = ["team"] as const;

/**
 * "Equipo": the owner's people and open invitations (refetched on the owner's topic, and
 * each minute while shown: a person's "Última actividad" is written once a minute).
 */
export const teamQueryOptions = () =>
  queryOptions({
    queryKey: teamKey,
    queryFn: () => unwrap(api().team.$get()),
    refetchInterval: 60_000,
  });

const refetchTeam = { invalidates: [teamKey] };

export const useInvite = () =>
  useApiMutation(
    (json: InvitationInput) => unwrap(api().team.invitations.$post({ json })),
    refetchTeam,
  );

export const useWithdrawInvitation = () =>
  useApiMutation(
    (id: string) => unwrap(api().team.invitations[":id"].$delete({ param: { id } })),
    refetchTeam,
  );

export const useRemoveMember = () =>
  useApiMutation(
    (userId: string) => unwrap(api().team.members[":userId"].$delete({ param: { userId } })),
    refetchTeam,
  );

/** A person's role and where they work, changed in place. */
export const useUpdateMember = () =>
  useApiMutation(
    ({ userId, ...json }: MemberChange & { userId: string }) =>
      unwrap(api().team.members[":userId"].$put({ param: { userId }, json })),
    refetchTeam,
  );

/** "Equipo"'s settings for employees: the company's lists only, blocking in their zones. */
export const useSetTeamSetting = () =>
  useApiMutation((json: TeamSettings) => unwrap(api().team.settings.$put({ json })), refetchTeam);
