import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "~/shared/paths";
import { authClient } from "~/web/lib/auth-client";
import { runBeforeLogout } from "~/web/lib/before-logout";

/** Saves what must be saved (registered tasks), signs out on the server, goes home. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  async function logout() {
    setPending(true);
    await runBeforeLogout();
    await authClient().signOut();
    queryClient.clear();
    navigate(paths.home, { replace: true });
  }
  return { logout, pending };
}
