import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

/** One cache for the whole app; errors the user must act on (401, 403) are never retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      retry: (failures, error) =>
        failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});
