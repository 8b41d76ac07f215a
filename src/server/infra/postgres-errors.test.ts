import net from "node:net";
import { APIError } from "better-auth/api";
import { DrizzleQueryError } from "drizzle-orm/errors";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { isConnectionLost, isInvalidInput, isUniqueViolation } from "./postgres-errors";

/** An error as node-postgres builds one from the server's ErrorResponse. */
const serverError = (code: string, message: string) => Object.assign(new Error(message), { code });

/** A port nothing listens on: bound, read, released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("isConnectionLost", () => {
  it.each([
    ["57P01", "terminating connection due to administrator command"],
    ["57P02", "terminating connection due to crash of another server process"],
    ["57P03", "the database system is starting up"],
    ["08006", "connection failure"],
    ["08003", "connection does not exist"],
  ])("knows SQLSTATE %s", (code, message) => {
    expect(isConnectionLost(serverError(code, message))).toBe(true);
  });

  it.each(["ECONNRESET", "ECONNREFUSED", "EPIPE", "ETIMEDOUT"])("knows the socket's %s", (code) => {
    expect(isConnectionLost(serverError(code, `connect ${code}`))).toBe(true);
  });

  it.each([
    "Connection terminated unexpectedly",
    "Connection terminated due to connection timeout",
    "Client has encountered a connection error and is not queryable",
  ])("knows node-postgres's %j", (message) => {
    expect(isConnectionLost(new Error(message))).toBe(true);
  });

  it("looks through Drizzle's and better-auth's wrappers", () => {
    const lost = serverError("57P01", "terminating connection due to administrator command");
    const drizzle = new DrizzleQueryError("select 1", [], lost);
    expect(isConnectionLost(drizzle)).toBe(true);
    const auth = APIError.from(
      "INTERNAL_SERVER_ERROR",
      { code: "FAILED_TO_GET_SESSION", message: "Failed to get session" },
      { cause: drizzle },
    );
    expect(isConnectionLost(auth)).toBe(true);
  });

  it("recognises a real refused connection from node-postgres", async () => {
    const client = new pg.Client({ host: "127.0.0.1", port: await closedPort() });
    const error = await client.connect().then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).not.toBeNull();
    expect(isConnectionLost(error)).toBe(true);
  });

  it("leaves the request's own faults and other failures alone", () => {
    for (const error of [
      serverError("23505", "duplicate key value violates unique constraint"),
      serverError("22P02", "invalid input syntax for type uuid"),
      serverError("57014", "canceling statement due to statement timeout"),
      serverError("ERR_INVALID_ARG_TYPE", "bad argument"),
      new Error("something else"),
      "Connection terminated unexpectedly",
      null,
    ]) {
      expect(isConnectionLost(error)).toBe(false);
    }
    expect(isUniqueViolation(serverError("23505", "duplicate"))).toBe(true);
    expect(isInvalidInput(serverError("22P02", "invalid"))).toBe(true);
  });

  it("does not loop on a cause that points back at itself", () => {
    const error = new Error("outer") as Error & { cause?: unknown };
    error.cause = error;
    expect(isConnectionLost(error)).toBe(false);
  });
});
