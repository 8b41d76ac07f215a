import { queryOptions } from "@tanstack/react-query";
import { api, unwrap, type QueryData } from "~/web/lib/api-client";

/** Who is signed in (null for a visitor): the query every client-rendered page shares. */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ["me"],
    queryFn: () => unwrap(api().session.$get()),
  });

export type Me = NonNullable<QueryData<typeof sessionQueryOptions>>;

/** Inside the dashboard, whose guard guarantees a session. */
export const meQueryOptions = () =>
  queryOptions({
    ...sessionQueryOptions(),
    select: (session) => session as Me,
  });
