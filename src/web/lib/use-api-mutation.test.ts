import { MutationObserver, QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { apiMutationOptions, onceInFlight } from "./use-api-mutation";

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

describe("onceInFlight", () => {
  it("sends the same variables once while the first is on its way, then again", async () => {
    const sent: string[] = [];
    let answer: (value: string) => void = () => undefined;
    const send = onceInFlight((name: string) => {
      sent.push(name);
      return new Promise<string>((resolve) => (answer = resolve));
    });
    const first = send("Jazz");
    const twin = send("Jazz");
    expect(twin).toBe(first);
    expect(sent).toEqual(["Jazz"]);
    answer("done");
    await expect(twin).resolves.toBe("done");
    void send("Jazz");
    expect(sent).toEqual(["Jazz", "Jazz"]);
  });

  it("sends other variables at once, and tries again after a failure", async () => {
    const sent: string[] = [];
    const send = onceInFlight(async (name: string) => {
      sent.push(name);
      if (name === "Rock") throw new Error("refused");
      return name;
    });
    void send("Jazz");
    void send("Pop");
    expect(sent).toEqual(["Jazz", "Pop"]);
    await expect(send("Rock")).rejects.toThrow("refused");
    await expect(send("Rock")).rejects.toThrow("refused");
    expect(sent).toEqual(["Jazz", "Pop", "Rock", "Rock"]);
  });
});
