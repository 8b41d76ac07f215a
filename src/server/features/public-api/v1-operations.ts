import type { z } from "~/shared/validation/zod";
import { errorResponseSchema } from "~/shared/errors";
import type { ApiScope } from "~/shared/public-api/scopes";
import {
  v1CommandAnswerSchema,
  v1CommandSchema,
  v1PlaysPageSchema,
  v1PlaysQuerySchema,
  v1ZoneParamSchema,
  v1ZonesPageSchema,
  v1ZonesQuerySchema,
} from "~/shared/public-api/v1-schema";

/** One route of /api/v1: what the validators use and the OpenAPI document says, from one place. */
export interface V1Operation {
  method: "get" | "post";
  /** Hono's pattern under /api/v1 (`/zones/:zoneId/commands`). */
  path: string;
  summary: string;
  /** null: the document itself, open to any live token. */
  scope: ApiScope | null;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  status: 200 | 202;
  response: z.ZodType;
}

/**
 * Every route of the public API's version 1 (decision 046). The routes validate with these
 * schemas and the OpenAPI document is generated from them; a test holds the routes the app
 * serves against this table.
 */
export const v1Operations = {
  listZones: {
    method: "get",
    path: "/zones",
    summary: "Zones with their status and what sounds now, a page at a time",
    scope: "zones:read",
    query: v1ZonesQuerySchema,
    status: 200,
    response: v1ZonesPageSchema,
  },
  listPlays: {
    method: "get",
    path: "/plays",
    summary: "The sealed play log, oldest first, by cursor",
    scope: "plays:read",
    query: v1PlaysQuerySchema,
    status: 200,
    response: v1PlaysPageSchema,
  },
  sendCommand: {
    method: "post",
    path: "/zones/:zoneId/commands",
    summary: "Play, pause, skip or set the volume of a zone's player",
    scope: "remote:write",
    params: v1ZoneParamSchema,
    body: v1CommandSchema,
    status: 202,
    response: v1CommandAnswerSchema,
  },
} as const satisfies Record<string, V1Operation>;

export const v1ErrorSchema = errorResponseSchema;
