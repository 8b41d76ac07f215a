import { queryOptions } from "@tanstack/react-query";
import type { InvitationRegisterInput } from "~/shared/schemas/team";
import { api, unwrap } from "~/web/lib/api-client";
import { useApiMutation } from "~/web/lib/use-api-mutation";

/** The invitation a link opens, as its page shows it (no session needed). */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["invitation", token],
    queryFn: () => unwrap(api().invitations[":token"].$get({ param: { token } })),
    retry: false,
  });

export const useRegisterFromInvitation = (token: string) =>
  useApiMutation((json: InvitationRegisterInput) =>
    unwrap(api().invitations[":token"].register.$post({ param: { token }, json })),
  );

/** Accepting changes whom the session acts for: every cached answer is fetched again. */
export const useAcceptInvitation = (token: string) =>
  useApiMutation(() => unwrap(api().invitations[":token"].accept.$post({ param: { token } })), {
    onSuccess: (_, queryClient) => queryClient.invalidateQueries(),
  });
