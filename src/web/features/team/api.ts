import { queryOptions } from "@tanstack/react-query";
import type { InvitationInput } from "~/shared/schemas/team";
import { api, unwrap } from "~/web/lib/api-client";
import { useApiMutation } from "~/web/lib/use-api-mutation";

export const teamKey = ["team"] as const;

/** "Equipo": the owner's people and open invitations (refetched on the owner's topic). */
export const teamQueryOptions = () =>
  queryOptions({ queryKey: teamKey, queryFn: () => unwrap(api().team.$get()) });

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

/** Employees kept to the company's lists, or not ("Equipo"). */
export const useSetListsOnly = () =>
  useApiMutation(
    (listsOnly: boolean) => unwrap(api().team.settings.$put({ json: { listsOnly } })),
    refetchTeam,
  );
