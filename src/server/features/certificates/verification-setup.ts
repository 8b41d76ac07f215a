import { expect } from "vitest";
import type { WhatPlayedAnswer } from "~/shared/certificates/schema";
import type { CertificateRow } from "../../domain/certificates/tables";
import { certificateFixtures } from "../../testing/certificate-fixtures";
import { httpClient, signedInUser } from "../../testing/http-client";
import type { TestContext } from "../../testing/test-app";

/** The public checks of a certificate as their tests ask them, on the suite's app. */
export function publicChecks(context: () => TestContext) {
  const client = httpClient(context);
  const fixtures = certificateFixtures(context);
  /** A subscriber's establishment and its certificate, downloaded as the owner would. */
  async function issued(fields: Record<string, unknown> = {}) {
    const owner = await signedInUser(context, { complimentary: true });
    const establishment = await fixtures.establishment(owner.cookie, fields);
    expect((await fixtures.download(owner.cookie, establishment.id)).status).toBe(200);
    const [row] = await fixtures.certificatesOf(establishment.id);
    return { owner, establishment, row: row as CertificateRow };
  }

  const verify = (code: string, ip?: string) =>
    client.get(`/api/certificates/verify/${encodeURIComponent(code)}`, { ip });
  const ask = (code: string, date: string, time: string, ip?: string) =>
    client.get(`/api/certificates/verify/${code}/what-played?date=${date}&time=${time}`, { ip });
  const playsAt = async (code: string, date: string, time: string) => {
    const response = await ask(code, date, time);
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as WhatPlayedAnswer).plays;
  };
  const titlesAt = async (code: string, date: string, time: string) =>
    (await playsAt(code, date, time)).map((play) => play.title);
  const messageOf = async (response: Response) =>
    ((await response.json()) as { error: { message: string } }).error.message;

  return { client, fixtures, issued, verify, ask, playsAt, titlesAt, messageOf };
}
