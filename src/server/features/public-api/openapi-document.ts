import { z } from "~/shared/validation/zod";
import { publicApiCopy } from "~/shared/copy/public-api";
import { v1ErrorSchema, v1Operations, type V1Operation } from "./v1-operations";

type JsonSchema = Record<string, unknown>;

/** A request's schema as a client writes it (defaults optional, strings coerced). */
const inputSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
const outputSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as JsonSchema;

/** `/zones/:zoneId/commands` as OpenAPI writes it: `/zones/{zoneId}/commands`. */
export const openApiPath = (path: string) => `/api/v1${path.replace(/:(\w+)/g, "{$1}")}`;

/** Each property of a query's or a path's object schema, as one OpenAPI parameter. */
function parametersOf(where: "query" | "path", schema: z.ZodType | undefined) {
  if (!schema) return [];
  const json = inputSchema(schema) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || (json.required ?? []).includes(name),
    schema: property,
  }));
}

const errorAnswer = (description: string) => ({
  description,
  content: { "application/json": { schema: outputSchema(v1ErrorSchema) } },
});

function operationOf(operation: V1Operation) {
  return {
    summary: operation.summary,
    ...(operation.scope ? { "x-scope": operation.scope } : {}),
    parameters: [
      ...parametersOf("path", operation.params),
      ...parametersOf("query", operation.query),
    ],
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: inputSchema(operation.body) } },
          },
        }
      : {}),
    responses: {
      [operation.status]: {
        description: "OK",
        content: { "application/json": { schema: outputSchema(operation.response) } },
      },
      400: errorAnswer("The request's data is not valid: `error.issues` names each field."),
      401: errorAnswer(publicApiCopy.errors.badToken),
      403: errorAnswer("The token lacks this route's scope, or its creator's role does."),
      404: errorAnswer("Not found, or not in the establishments of the token's creator."),
      429: errorAnswer("Rate limit: see the Retry-After and RateLimit-* headers."),
    },
  };
}

/**
 * /api/v1/openapi.json, made from the schemas the routes validate with (v1Operations):
 * what the document says is what the routes do (decision 046).
 */
export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of Object.values(v1Operations) as V1Operation[])
    (paths[openApiPath(operation.path)] ??= {})[operation.method] = operationOf(operation);
  return {
    openapi: "3.1.0",
    info: {
      title: "Sonaria API",
      version: "1",
      description:
        "Personal access tokens (Authorization: Bearer son_…) with scopes zones:read, plays:read, remote:write. Rate limited per token (RateLimit-* headers). Within v1 changes are only additive; a removal comes with Deprecation and Sunset headers and months of notice.",
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
    },
    security: [{ bearer: [] }],
    paths,
  };
}
