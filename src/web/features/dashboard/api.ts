import { useNavigate } from "react-router";
import { paths } from "~/shared/paths";
import { runBeforeLogout } from "~/web/lib/before-logout";
import { useApiMutation } from "~/web/lib/use-api-mutation";

/**
 * Signing out: saves what must be saved (registered tasks), ends the session on the
 * server, forgets every cached answer and goes home.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useApiMutation(
    async () => {
      await runBeforeLogout();
      // The sign-in library loads only to sign out: no page needs it before.
      const { authClient } = await import("~/web/lib/auth-client");
      await authClient().signOut();
    },
    {
      onSuccess: (_, queryClient) => {
        queryClient.removeQueries();
        return navigate(paths.home, { replace: true });
      },
    },
  );
}
