import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "~/web/lib/api-client";

/** A certificate's public check; anyone with its code may read it. */
export const verificationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ["certificates", "verify", code],
    queryFn: () => unwrap(api().certificates.verify[":code"].$get({ param: { code } })),
    // Checks are rate-limited per address: no refetch behind the reader's back.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** "¿Qué sonaba?" at a local date and time; `moment` null: nothing asked yet. */
export const whatPlayedQueryOptions = (
  code: string,
  moment: { date: string; time: string } | null,
) =>
  queryOptions({
    queryKey: ["certificates", "what-played", code, moment],
    queryFn: () =>
      unwrap(
        api().certificates.verify[":code"]["what-played"].$get({
          param: { code },
          query: moment ?? { date: "", time: "" },
        }),
      ),
    enabled: moment !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** The signed-in owner's certificates, newest first. */
export const myCertificatesQueryOptions = () =>
  queryOptions({
    queryKey: ["certificates", "mine"],
    queryFn: () => unwrap(api().certificates.$get()),
  });

/** The owner's establishments, each with its certificate to download. */
export const establishmentsQueryOptions = () =>
  queryOptions({
    queryKey: ["establishments", "with-certificates"],
    queryFn: () => unwrap(api().establishments.$get()),
  });

/**
 * Where an establishment's certificate downloads: a plain link (the browser saves the PDF
 * with its name), issuing the period's certificate on the first download.
 */
export const certificateDownloadPath = (establishmentId: string) =>
  api().establishments[":id"].certificate.$url({ param: { id: establishmentId } }).pathname;

/**
 * Where a certificate already issued downloads again, with or without access (until the
 * retention period has passed since its period ended): a plain link, as above.
 */
export const issuedCertificatePdfPath = (certificateId: string) =>
  api().certificates[":id"].pdf.$url({ param: { id: certificateId } }).pathname;
