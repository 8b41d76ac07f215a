import { useNavigate } from "react-router";
import { paths } from "~/shared/paths";
import { logoutSettled, runBeforeLogout } from "~/web/lib/before-logout";
import { useApiMutation } from "~/web/lib/use-api-mutation";

/**
 * Signing out: saves what must be saved (registered tasks), ends the session on the
 * server, forgets every cached answer and goes home.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useApiMutation(
    async () => {
      try {
        await runBeforeLogout();
        // The sign-in library loads only to sign out: no page needs it before.
        const { authClient } = await import("~/web/lib/auth-client");
        await authClient().signOut();
      } catch (error) {
        logoutSettled();
        throw error;
      }
    },
    {
      onSuccess: async (_, queryClient) => {
        // Leave the dashboard first, in one commit: a page still on screen would ask
        // again, signed out, for each answer forgotten under it (a 401 each).
        await navigate(paths.home, { replace: true, flushSync: true });
        queryClient.removeQueries();
        logoutSettled();
      },
    },
  );
}
