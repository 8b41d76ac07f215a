import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { z } from "~/shared/validation/zod";
import type { Role } from "~/shared/accounts/roles";
import { USERS_PAGE_SIZE, type adminUpdateUserSchema } from "~/shared/users/schema";
import { api, unwrap, type QueryData } from "~/web/lib/api-client";
import { useApiMutation } from "~/web/lib/use-api-mutation";

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

export type UsersPage = QueryData<typeof usersQueryOptions>;
export type UserRowData = UsersPage["items"][number];

// An admin's changes to a user show in the table and, when the admin changes their own
// row, in their session (name, role, access): both are fetched again.
const refetchUsers = { invalidates: [["users"], ["me"]] };

export const useUpdateUser = () =>
  useApiMutation(
    ({ id, ...json }: { id: string } & z.input<typeof adminUpdateUserSchema>) =>
      unwrap(api().users[":id"].$patch({ param: { id }, json })),
    refetchUsers,
  );

export const useSetRole = () =>
  useApiMutation(
    ({ id, role }: { id: string; role: Role }) =>
      unwrap(api().users[":id"].role.$put({ param: { id }, json: { role } })),
    refetchUsers,
  );

export const useSetComplimentary = () =>
  useApiMutation(
    ({ id, active }: { id: string; active: boolean }) =>
      unwrap(api().users[":id"].complimentary.$put({ param: { id }, json: { active } })),
    refetchUsers,
  );

/** A user's establishments, as the admin sees them in the user's details. */
export const userEstablishmentsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ["users", userId, "establishments"],
    queryFn: () => unwrap(api().users[":id"].establishments.$get({ param: { id: userId } })),
  });

/** A user's licence certificates, newest first, with their status now. */
export const userCertificatesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ["users", userId, "certificates"],
    queryFn: () => unwrap(api().users[":id"].certificates.$get({ param: { id: userId } })),
  });

export type UserCertificate = QueryData<typeof userCertificatesQueryOptions>[number];

/** Revokes a certificate, saying why; the user's list shows it revoked. */
export const useRevokeCertificate = () =>
  useApiMutation(
    ({ id, reason }: { id: string; userId: string; reason: string }) =>
      unwrap(api().certificates[":id"].revoke.$post({ param: { id }, json: { reason } })),
    { invalidates: [["users"]] },
  );

/** Decision 035: the whole invoice chain walked on the server, each break named. */
export const useVerifyInvoiceChain = () =>
  useApiMutation(() => unwrap(api().invoices.chain.$get()));
