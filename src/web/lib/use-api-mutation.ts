import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from "@tanstack/react-query";

export interface ApiMutationOptions<Data> {
  /** The query keys whose queries this action changes: refetched once it succeeds. */
  invalidates?: readonly QueryKey[];
  /** Writes the answer into the cache (a profile answers the new session). */
  onSuccess?: (data: Data, queryClient: QueryClient) => unknown;
}

/**
 * What `useApiMutation` hands to TanStack: on success, update the cache and refetch the
 * queries under each key of `invalidates`, waiting for them — so the mutation stays
 * pending until the screen can show the new data, never the old data as the new.
 */
export function apiMutationOptions<Variables, Data>(
  queryClient: QueryClient,
  mutationFn: (variables: Variables) => Promise<Data>,
  options: ApiMutationOptions<Data> = {},
) {
  return {
    mutationFn,
    onSuccess: (data: Data) =>
      Promise.all([
        options.onSuccess?.(data, queryClient),
        ...(options.invalidates ?? []).map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ]),
  };
}

/**
 * One server action as a TanStack mutation, the shape of every feature's `api.ts` hooks
 * (bulletproof-react's `delete-discussion.ts`): screens read `isPending` and `error`.
 */
export function useApiMutation<Variables = void, Data = unknown>(
  mutationFn: (variables: Variables) => Promise<Data>,
  options: ApiMutationOptions<Data> = {},
) {
  return useMutation(apiMutationOptions(useQueryClient(), mutationFn, options));
}
