import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { Role } from "~/shared/accounts/roles";
import { USERS_PAGE_SIZE, type adminUpdateUserSchema } from "~/shared/schemas/users";
import { api, unwrap } from "~/web/lib/api-client";

export const usersQueryOptions = (filter: { search: string; page: number }) =>
  queryOptions({
    queryKey: ["users", filter],
    queryFn: () =>
      unwrap(
        api().users.$get({
          query: {
            search: filter.search,
            page: String(filter.page),
            pageSize: String(USERS_PAGE_SIZE),
          },
        }),
      ),
    // Live events (/api/events, topic "users") refetch it when anyone registers or changes.
    placeholderData: keepPreviousData,
  });

export type UsersPage = Awaited<
  ReturnType<NonNullable<ReturnType<typeof usersQueryOptions>["queryFn"]>>
>;
export type UserRowData = UsersPage["items"][number];

export const updateUser = (id: string, json: z.input<typeof adminUpdateUserSchema>) =>
  unwrap(api().users[":id"].$patch({ param: { id }, json }));
export const setRole = (id: string, role: Role) =>
  unwrap(api().users[":id"].role.$put({ param: { id }, json: { role } }));
export const setComplimentary = (id: string, active: boolean) =>
  unwrap(api().users[":id"].complimentary.$put({ param: { id }, json: { active } }));
