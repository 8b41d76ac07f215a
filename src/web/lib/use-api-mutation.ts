import { useCallback, useMemo } from "react";
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
 *
 * The same action asked again while it is on its way — a double click, a form submitted
 * twice before the button could turn off — is the same intent: it is not sent again, and
 * the screen shows what the first answered. (`isPending` reaches the screen a render
 * later, after a second click may already have landed.)
 */
export function useApiMutation<Variables = void, Data = unknown>(
  mutationFn: (variables: Variables) => Promise<Data>,
  options: ApiMutationOptions<Data> = {},
) {
  const mutation = useMutation(apiMutationOptions(useQueryClient(), mutationFn, options));
  const mutateAsync = useMemo(() => onceInFlight(mutation.mutateAsync), [mutation.mutateAsync]);
  const mutate = useCallback<typeof mutation.mutate>(
    // As TanStack's own `mutate`: the failure is the screen's to show, not an unhandled one.
    (...args) => void mutateAsync(...args).catch(() => undefined),
    [mutateAsync],
  );
  return { ...mutation, mutate, mutateAsync };
}

/**
 * `send`, except that the same variables asked again while the first call is on its way
 * are not sent: the second call answers the first's promise (its own callbacks are not
 * kept, as the first's stay the ones that run).
 */
export function onceInFlight<Args extends [variables?: unknown, ...rest: unknown[]], Data>(
  send: (...args: Args) => Promise<Data>,
) {
  let inFlight: { intent: string; answer: Promise<Data> } | null = null;
  return (...args: Args): Promise<Data> => {
    const intent = JSON.stringify(args[0]) ?? "";
    if (inFlight?.intent === intent) return inFlight.answer;
    const answer = send(...args);
    const current = { intent, answer };
    inFlight = current;
    const settle = () => {
      if (inFlight === current) inFlight = null;
    };
    answer.then(settle, settle);
    return answer;
  };
}
