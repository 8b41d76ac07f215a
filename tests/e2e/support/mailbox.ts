import { expect } from "@playwright/test";
import type { ParsedEmail } from "../../../src/server/testing/parse-email";

const sink = `http://127.0.0.1:${process.env.MAIL_SINK_HTTP_PORT ?? 4026}`;

export async function messagesTo(address: string): Promise<ParsedEmail[]> {
  const response = await fetch(`${sink}/messages?to=${encodeURIComponent(address.toLowerCase())}`);
  return response.json();
}

/** Waits for the n-th e-mail to an address (1 = the first) and returns it. */
export async function waitForEmail(address: string, count = 1): Promise<ParsedEmail> {
  let found: ParsedEmail[] = [];
  await expect
    .poll(
      async () => {
        found = await messagesTo(address);
        return found.length;
      },
      { message: `e-mail number ${count} to ${address}`, timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found[count - 1] as ParsedEmail;
}

export function linkIn(email: ParsedEmail, fragment: string): string {
  const link = email.links.find((url) => url.includes(fragment));
  if (!link) throw new Error(`No link with ${fragment} in "${email.subject}"`);
  return link;
}
