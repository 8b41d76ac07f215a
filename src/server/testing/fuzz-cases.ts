import { songListQuerySchema } from "~/shared/catalog/schema";
import { playHistoryQuerySchema } from "~/shared/play-log/schema";
import { unsubscribeSchema } from "~/shared/campaigns/schema";
import { whatPlayedQuerySchema } from "~/shared/certificates/schema";
import { userListQuerySchema } from "~/shared/users/schema";
import type { RawRequest } from "./listening-app";

/** One endpoint as routed: a method and a path with its `:params`. */
export interface Endpoint {
  method: string;
  path: string;
}

/** What the fixtures made, for filling `:params` with ids that exist. */
export interface FuzzIds {
  genre: string;
  song: string;
  /** By the path segment a `:param` follows ("playlists", "users", "checkout"…). */
  byCollection: Record<string, string>;
}

export interface FuzzCase extends RawRequest {
  label: string;
}

interface UploadFile {
  bytes: Uint8Array;
  name: string;
  type: string;
}

/** A valid body for an endpoint, which the cases spoil one field at a time. */
export type Example = { json: unknown } | { form: Record<string, string>; file?: UploadFile };

const MEGABYTE = 1024 * 1024;

/** Text that must be refused, or stored as it is: never a 5xx. */
const badStrings = {
  NUL: "a\u0000b",
  "lone surrogate": "a\ud800b",
  "SQL-looking": "'; DROP TABLE song; -- \" OR 1=1",
  "invisible only": "\u200b\u0001\u2800",
} as const;

/** Path ids no row has, nor could have. */
const badIds: Record<string, string> = {
  "NUL id": "%00",
  "invalid UTF-8 id": "%ED%A0%80",
  "encoded dot segment": "%2e%2e",
  "mixed dot segment": ".%2E",
  "encoded slash": "a%2fb",
  "encoded backslash": "a%5Cb",
  "SQL-looking id": "'%20OR%20'1'%3D'1",
  "number id": "1",
  "non-UUID id": "no-es-un-uuid",
  "long id": "a".repeat(2000),
};

/** Query values besides a NUL: what a link or a script could put after `?`. */
const badQueryValues: Record<string, string> = {
  "invalid UTF-8": "%ED%A0%80",
  "SQL-looking": "'%20OR%201%3D1--",
  "non-UUID": "no-es-un-uuid",
  // Long, within the 16 KB of headers Node accepts before the app sees anything.
  long: "a".repeat(1000),
};

/** Every query parameter the app reads: our schemas' and better-auth's. */
export const queryKeys = [
  ...Object.keys(songListQuerySchema.shape),
  ...Object.keys(userListQuerySchema.shape),
  ...Object.keys(unsubscribeSchema.shape),
  ...Object.keys(playHistoryQuerySchema.shape),
  ...Object.keys(whatPlayedQuerySchema.shape),
  "callbackURL",
  "id",
].filter((key, index, keys) => keys.indexOf(key) === index);

const bodyMethods = new Set(["POST", "PUT", "PATCH"]);

function fillPath(path: string, fill: (param: string, index: number) => string): string {
  const segments = path.split("/");
  return segments
    .map((segment, index) => (segment.startsWith(":") ? fill(segment.slice(1), index) : segment))
    .join("/");
}

function realId(path: string, param: string, index: number, ids: FuzzIds): string {
  if (param === "songId") return ids.song;
  const collection = path.split("/")[index - 1] ?? "";
  return ids.byCollection[collection] ?? ids.song;
}

/** Every leaf of a JSON value, as a path of keys. */
function leaves(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) =>
      leaves(item, [...at, Array.isArray(value) ? Number(key) : key]),
    );
  return [at];
}

function replaced(value: unknown, at: (string | number)[], next: unknown): unknown {
  if (at.length === 0) return next;
  const [head, ...rest] = at as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = replaced(copy[head], rest, next);
  return copy;
}

const json = (value: unknown) => ({
  headers: { "content-type": "application/json" },
  body: JSON.stringify(value),
});

async function multipart(fields: Record<string, string>, file?: UploadFile) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file)
    form.set("file", new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  const encoded = new Response(form);
  return {
    headers: { "content-type": encoded.headers.get("content-type") ?? "" },
    body: Buffer.from(await encoded.arrayBuffer()),
  };
}

type Body = { headers: Record<string, string>; body: string | Buffer };

/** Bodies any endpoint may be sent: broken JSON, wrong types, bad text in every known field. */
function genericBodies(fieldNames: string[]): Record<string, Body> {
  const everyField = (value: unknown) =>
    Object.fromEntries(fieldNames.map((name) => [name, value]));
  return {
    "invalid JSON": { headers: { "content-type": "application/json" }, body: '{"name":' },
    "JSON array": json([]),
    "JSON null": json(null),
    "a number in every known field": json(everyField(12345)),
    "NUL in every known field": json(everyField(badStrings.NUL)),
    "lone surrogate in every known field": json(everyField(badStrings["lone surrogate"])),
    "1 MB string": json({ [fieldNames[0] ?? "name"]: "x".repeat(MEGABYTE) }),
    "NUL as text/plain": {
      headers: { "content-type": "text/plain" },
      body: json(everyField(badStrings.NUL)).body,
    },
    "NUL in a form": {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fieldNames.map((name) => [name, "a\u0000b"])).toString(),
    },
    "broken multipart": {
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: "--x\r\nContent-Disposition: form-data; name=\u0000\r\n\r\n",
    },
  };
}

/** An example spoilt one field at a time. */
async function spoiltExamples(example: Example): Promise<Record<string, Body>> {
  const bodies: Record<string, Body> = {};
  if ("json" in example) {
    for (const at of leaves(example.json)) {
      const field = at.join(".");
      const original = at.reduce<unknown>(
        (value, key) => (value as Record<string | number, unknown>)[key],
        example.json,
      );
      const values: Record<string, unknown> =
        typeof original === "string" ? { ...badStrings, number: 12345 } : { string: "x" };
      for (const [label, value] of Object.entries(values))
        bodies[`${label} in ${field}`] = json(replaced(example.json, at, value));
    }
    return bodies;
  }
  for (const field of Object.keys(example.form))
    for (const [label, value] of Object.entries(badStrings))
      bodies[`${label} in form field ${field}`] = await multipart(
        { ...example.form, [field]: value },
        example.file,
      );
  bodies["text in place of the file"] = await multipart({ ...example.form, file: badStrings.NUL });
  bodies["JSON in place of the form"] = json(example.form);
  return bodies;
}

/**
 * The bad requests for one endpoint: every body case with its params filled by ids that
 * exist, every bad id in each param, every bad value in each query parameter.
 */
export async function fuzzCases(
  endpoint: Endpoint,
  options: { ids: FuzzIds; example?: Example; fieldNames: string[] },
): Promise<FuzzCase[]> {
  const { method, path } = endpoint;
  const real = fillPath(path, (param, index) => realId(path, param, index, options.ids));
  const cases: FuzzCase[] = [];

  if (bodyMethods.has(method)) {
    cases.push({ label: "no body", method, path: real });
    const bodies = {
      ...genericBodies(options.fieldNames),
      ...(options.example ? await spoiltExamples(options.example) : {}),
    };
    for (const [label, body] of Object.entries(bodies))
      cases.push({ label, method, path: real, ...body });
  }

  const params = path.split("/").filter((segment) => segment.startsWith(":"));
  for (const param of params)
    for (const [label, bad] of Object.entries(badIds)) {
      const filled = fillPath(path, (name, index) =>
        `:${name}` === param ? bad : realId(path, name, index, options.ids),
      );
      cases.push({ label: `${label} in ${param}`, method, path: filled });
    }

  // A NUL in each parameter alone (so that one refused hides no other), the other values
  // in all of them at once; only a NUL where a query is not expected.
  const everyKey = (value: string) => queryKeys.map((key) => `${key}=${value}`).join("&");
  if (method === "GET") {
    for (const key of queryKeys)
      cases.push({ label: `NUL in ?${key}`, method, path: `${real}?${key}=%00` });
    for (const [label, value] of Object.entries(badQueryValues))
      cases.push({ label: `${label} in the query`, method, path: `${real}?${everyKey(value)}` });
  } else {
    cases.push({ label: "NUL in the query", method, path: `${real}?${everyKey("%00")}` });
  }

  return cases;
}
