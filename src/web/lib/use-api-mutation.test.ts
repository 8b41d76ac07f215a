import { MutationObserver, QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { apiMutationOptions } from "./use-api-mutation";

/** A query under `key` that is on screen (observed) and counts its fetches. */
function watchedQuery(queryClient: QueryClient, key: string[]) {
  let fetches = 0;
  const observer = new QueryObserver(queryClient, {
    queryKey: key,
    queryFn: async () => ++fetches,
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { fetches: () => fetches, unsubscribe };
}

describe("apiMutationOptions", () => {
  it("refetches the queries it changes, and only those, before it counts as done", async () => {
    const queryClient = new QueryClient();
    const catalog = watchedQuery(queryClient, ["catalog", "genres"]);
    const users = watchedQuery(queryClient, ["users"]);
    await queryClient.refetchQueries();
    const before = { catalog: catalog.fetches(), users: users.fetches() };

    const mutation = new MutationObserver(
      queryClient,
      apiMutationOptions(queryClient, async (name: string) => ({ name }), {
        invalidates: [["catalog"]],
      }),
    );
    await expect(mutation.mutate("Jazz")).resolves.toEqual({ name: "Jazz" });

    // Already refetched when the mutation resolves: the screen shows the new genre.
    expect(catalog.fetches()).toBe(before.catalog + 1);
    expect(users.fetches()).toBe(before.users);
    catalog.unsubscribe();
    users.unsubscribe();
  });

  it("writes an answer into the cache, and fails as the call failed", async () => {
    const queryClient = new QueryClient();
    const save = new MutationObserver(
      queryClient,
      apiMutationOptions(queryClient, async (fullName: string) => ({ fullName }), {
        onSuccess: (session, client) => client.setQueryData(["me"], session),
      }),
    );
    await save.mutate("Ana");
    expect(queryClient.getQueryData(["me"])).toEqual({ fullName: "Ana" });

    const failing = new MutationObserver(
      queryClient,
      apiMutationOptions(queryClient, async () => {
        throw new Error("refused");
      }),
    );
    await expect(failing.mutate(undefined)).rejects.toThrow("refused");
    expect(failing.getCurrentResult().status).toBe("error");
  });
});
