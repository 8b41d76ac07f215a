import { describe, expect, it } from "vitest";
import type { AppDeps } from "../../deps";
import { openApiDocument, openApiPath } from "./openapi-document";
import { v1Operations, type V1Operation } from "./v1-operations";
import { v1Routes } from "./v1-routes";

/** The routes v1Routes serves: building them reads nothing but these. */
const served = v1Routes(
  {
    database: { db: {} },
    env: { API_RATE_LIMIT_PER_MINUTE: 1, APP_URL: "https://sonaria.test" },
  } as unknown as AppDeps,
  {
    listZones: () => Promise.reject(new Error("unused")),
    sendCommand: () => Promise.reject(new Error("unused")),
  },
).routes.filter((route) => route.path !== "/openapi.json");

type Operation = {
  parameters: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};

describe("the OpenAPI document of /api/v1", () => {
  const document = openApiDocument("https://sonaria.test");

  it("describes every route the app serves, and nothing it does not", () => {
    const routes = new Set(served.map((route) => `${route.method} ${openApiPath(route.path)}`));
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    expect(documented).toEqual(routes);
  });

  it.each(Object.entries(v1Operations) as [string, V1Operation][])(
    "gives %s its parameters, body and answer from the routes' own schemas",
    (_, operation) => {
      const documented = document.paths[openApiPath(operation.path)]?.[
        operation.method
      ] as Operation;
      const names = (where: string) =>
        documented.parameters
          .filter((parameter) => parameter.in === where)
          .map((parameter) => parameter.name);
      expect(names("path")).toEqual(Object.keys(operation.params?.shape ?? {}));
      if (operation.query) expect(names("query").length).toBeGreaterThan(0);
      expect(Boolean(documented.requestBody)).toBe(Boolean(operation.body));
      const answer = documented.responses[operation.status]?.content?.["application/json"]?.schema;
      expect(answer).toMatchObject({ type: "object" });
      for (const status of ["401", "403", "429"])
        expect(documented.responses[status]).toBeDefined();
    },
  );

  it("lists each query parameter the zones and plays routes read", () => {
    const queryOf = (path: string) =>
      (document.paths[`/api/v1${path}`]?.get as Operation).parameters.map(
        (parameter) => parameter.name,
      );
    expect(queryOf("/zones")).toEqual(["page", "status", "establishmentId"]);
    expect(queryOf("/plays")).toEqual(["from", "to", "zoneId", "cursor", "limit"]);
  });
});
