import { randomUUID } from "node:crypto";

export type Json = Record<string, unknown>;

/** One request as a resource of the double reads it: `/v1/<resource>/<id>`. */
export interface StripeRequest {
  method: string;
  path: string;
  resource: string | undefined;
  id: string | undefined;
  /** The query and the form body together. */
  params: Record<string, string>;
}

export class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly type = "invalid_request_error",
  ) {
    super(message);
  }
}

export const newId = (prefix: string) =>
  `${prefix}_${randomUUID().replaceAll("-", "").slice(0, 24)}`;
export const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
export const now = () => seconds(new Date());
export const list = (url: string, data: Json[]) => ({ object: "list", data, has_more: false, url });
export const missing = (what: string, id: string) =>
  new StripeError(404, `No such ${what}: '${id}'`, "resource_missing");

/** Only these are expanded; anything else stays an id, as at Stripe. */
export function wants(params: Record<string, string>, path: string) {
  return Object.entries(params).some(([key, value]) => key.startsWith("expand") && value === path);
}

/** Metadata from a form body: `metadata[key]=value` pairs. */
export function metadataOf(body: Record<string, string>) {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    const name = /^metadata\[([^\]]+)\]$/.exec(key)?.[1];
    if (name) metadata[name] = value;
  }
  return metadata;
}
