import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { LoginInput } from "~/shared/accounts/schema";
import type { InvitationRegisterInput } from "~/shared/team/schema";
import { api, unwrap } from "~/web/lib/api-client";
import { authCall, authClient } from "~/web/lib/auth-client";
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

/**
 * Signing in or accepting changes whose every cached answer is — all but the invitation's
 * own, now used up: asked again it would only say "not valid" while the page moves on.
 */
const refetchAllButInvitations = (_: unknown, queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "invitation" });

export const useAcceptInvitation = (token: string) =>
  useApiMutation(() => unwrap(api().invitations[":token"].accept.$post({ param: { token } })), {
    onSuccess: refetchAllButInvitations,
  });

/** The new account's first sign-in, right after registering from the invitation. */
export const useSignInAsInvited = () =>
  useApiMutation((credentials: LoginInput) => authCall(authClient().signIn.email(credentials)), {
    onSuccess: refetchAllButInvitations,
  });
