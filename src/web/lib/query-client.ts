import { QueryClient } from "@tanstack/react-query";
import { isRetryable } from "./api-client";

/** One cache for the whole app; errors the user must act on (sign in, permissions) are never retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      retry: (failures, error) => failures < 2 && isRetryable(error),
    },
  },
});
