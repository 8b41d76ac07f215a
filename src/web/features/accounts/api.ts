import type { z } from "~/shared/validation/zod";
import { paths } from "~/shared/paths";
import type { LoginInput } from "~/shared/accounts/schema";
import type { billingInfoSchema, updateProfileSchema } from "~/shared/accounts/profile-schema";
import { api, unwrap } from "~/web/lib/api-client";
import { authCall, authClient } from "~/web/lib/auth-client";
import { sessionQueryOptions } from "~/web/lib/session";
import { useApiMutation } from "~/web/lib/use-api-mutation";
import { verificationCallback } from "./after-sign-in";

// One hook per action of the accounts screens. The profile's answers are the new session:
// written into the cache rather than fetched again.

export const useUpdateProfile = () =>
  useApiMutation((json: z.input<typeof updateProfileSchema>) => unwrap(api().me.$patch({ json })), {
    onSuccess: (session, queryClient) =>
      queryClient.setQueryData(sessionQueryOptions().queryKey, session),
  });

export const useUpdateBillingInfo = () =>
  useApiMutation(
    (json: z.input<typeof billingInfoSchema>) => unwrap(api().me.billing.$put({ json })),
    {
      onSuccess: (session, queryClient) =>
        queryClient.setQueryData(sessionQueryOptions().queryKey, session),
    },
  );

export const useSetCampaignsConsent = () =>
  useApiMutation(
    (campaignsConsent: boolean) =>
      unwrap(api().me["campaigns-consent"].$put({ json: { campaignsConsent } })),
    { invalidates: [sessionQueryOptions().queryKey] },
  );

/** The server checks the current password first; the user's other sessions end. */
export const useChangePassword = () =>
  useApiMutation(
    ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) =>
      authCall(
        authClient().changePassword({ currentPassword, newPassword, revokeOtherSessions: true }),
      ),
  );

/** Signing in changes who every cached answer belongs to: all of them are fetched again. */
export const useSignIn = () =>
  useApiMutation((credentials: LoginInput) => authCall(authClient().signIn.email(credentials)), {
    onSuccess: (_, queryClient) => queryClient.invalidateQueries(),
  });

/** `redirectTo`: where signing in leads once the e-mail is verified (a plan chosen on /pricing). */
export const useSignUp = () =>
  useApiMutation(
    (account: {
      fullName: string;
      email: string;
      password: string;
      campaignsConsent: boolean;
      redirectTo: string;
    }) =>
      authCall(
        authClient().signUp.email({
          name: account.fullName,
          email: account.email,
          password: account.password,
          campaignsConsent: account.campaignsConsent,
          callbackURL: verificationCallback(account.redirectTo, account.email),
        }),
      ),
  );

export const useSendVerificationEmail = () =>
  useApiMutation((to: { email: string; redirectTo: string }) =>
    authCall(
      authClient().sendVerificationEmail({
        email: to.email,
        callbackURL: verificationCallback(to.redirectTo, to.email),
      }),
    ),
  );

/** Always answers success for a well-formed address, so accounts cannot be enumerated. */
export const useRequestPasswordReset = () =>
  useApiMutation((email: string) =>
    authCall(authClient().requestPasswordReset({ email, redirectTo: paths.resetPassword })),
  );

export const useResetPassword = () =>
  useApiMutation((reset: { newPassword: string; token: string }) =>
    authCall(authClient().resetPassword(reset)),
  );
