import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookie } from "./testing/http-client";
import { availableDatabaseKinds, createTestDatabase } from "./testing/test-database";
import { ensureBuild, runCli, startServer, stopServer } from "./testing/server-process";

// Two server processes on one database, which PGlite cannot do: PostgreSQL only.
const postgres = (await availableDatabaseKinds()).includes("postgres");
if (!postgres) console.info("PostgreSQL does not answer: the rolling restart test is skipped.");

const PROXY_PORT = 4740;
const INSTANCE_PORTS = [4741, 4742] as const;
const proxyUrl = `http://127.0.0.1:${PROXY_PORT}`;
const ADMIN = { email: "admin.rolling@example.es", password: "Rolling2026x" };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Hop-by-hop headers belong to one connection, not to the message a proxy passes on.
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding"]);
const endToEnd = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

/**
 * The load balancer of the test, as small as one can be: round-robin over keep-alive
 * connections; a backend that refuses the connection is skipped; a GET whose connection
 * broke before an answer is tried again on the next backend, for up to 5 s, on a new
 * connection — the pool may still hold several to an instance that has just stopped,
 * and each would cost an attempt.
 */
function startProxy(port: number, backends: readonly number[]): Promise<http.Server> {
  const agent = new http.Agent({ keepAlive: true });
  let turn = 0;
  const forward = (backend: number, request: http.IncomingMessage, body: Buffer, pooled: boolean) =>
    new Promise<{ upstream: http.ClientRequest; response: http.IncomingMessage }>(
      (resolve, reject) => {
        const upstream = http.request(
          {
            host: "127.0.0.1",
            port: backend,
            method: request.method,
            path: request.url,
            headers: endToEnd(request.headers),
            agent: pooled ? agent : false,
          },
          (response) => resolve({ upstream, response }),
        );
        upstream.on("error", reject);
        upstream.end(body);
      },
    );
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const idempotent = request.method === "GET" || request.method === "HEAD";
    // Like a load balancer's retry timeout: on a busy machine a backend that has just
    // said it is ready may take a moment to accept.
    const giveUpAt = Date.now() + 5000;
    for (let attempt = 0; Date.now() < giveUpAt; attempt++) {
      const backend = backends[turn++ % backends.length] as number;
      try {
        const { upstream, response: answer } = await forward(backend, request, body, attempt === 0);
        response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(response);
        answer.on("aborted", () => response.destroy());
        response.on("close", () => upstream.destroy());
        return;
      } catch (error) {
        const refused = (error as NodeJS.ErrnoException).code === "ECONNREFUSED";
        if (!refused && !idempotent) break;
        if (attempt >= backends.length) await sleep(50);
      }
    }
    response.writeHead(502).end("no backend answered");
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/** The production build, as operators run it, on the shared database. */
function instanceEnv(databaseUrl: string, port: number, dataDir: string) {
  return {
    ...process.env,
    NODE_ENV: "test",
    DATABASE_URL: databaseUrl,
    // Each instance has a DATA_DIR of its own; nothing here uploads.
    STORAGE: "disk",
    DATA_DIR: dataDir,
    PORT: String(port),
    APP_URL: proxyUrl,
    LOG_LEVEL: "warn",
    // The point: no secret given, yet one session is valid everywhere.
    AUTH_SECRET: "",
    SMTP_URL: "",
  };
}

async function startInstance(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  return (await startServer(env)).child;
}

/**
 * A browser's EventSource, by hand: reads the stream and, when it ends, reconnects after
 * the last `retry:` the server sent (3 s, the browsers' default, before any).
 */
function followEvents(cookie: string) {
  const stop = new AbortController();
  const failures: string[] = [];
  let connections = 0;
  let retryMs = 3000;
  let received = "";
  let open = false;
  const done = (async () => {
    while (!stop.signal.aborted) {
      try {
        const response = await fetch(`${proxyUrl}/api/events`, {
          headers: { cookie, accept: "text/event-stream" },
          signal: stop.signal,
        });
        if (response.status !== 200) failures.push(`GET /api/events: ${response.status}`);
        else connections++;
        const reader = (response.body as ReadableStream<Uint8Array>).getReader();
        const decoder = new TextDecoder();
        for (let read = await reader.read(); !read.done; read = await reader.read()) {
          const chunk = decoder.decode(read.value);
          received += chunk;
          if (chunk.includes("event: ready")) open = true;
          for (const match of received.matchAll(/^retry: (\d+)$/gm)) retryMs = Number(match[1]);
        }
        open = false;
      } catch (error) {
        if (!stop.signal.aborted) failures.push(`GET /api/events: ${String(error)}`);
      }
      await sleep(retryMs);
    }
  })();
  return {
    failures,
    connections: () => connections,
    /** Connected and told so ("ready"): an event published now reaches it. */
    isOpen: () => open,
    received: () => received,
    async close() {
      stop.abort();
      await done;
    },
  };
}

describe.skipIf(!postgres)("a rolling restart of two instances on one database", () => {
  const dataDirs = INSTANCE_PORTS.map(() =>
    fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-rolling-")),
  );
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let proxy: http.Server | undefined;
  const instances: ChildProcess[] = [];

  beforeAll(async () => {
    ensureBuild();
    database = await createTestDatabase("postgres");
  }, 240_000);

  afterAll(async () => {
    for (const instance of instances) await stopServer(instance);
    await new Promise((resolve) => proxy?.close(resolve) ?? resolve(undefined));
    await database?.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("drops no request, moves the live stream, and each instance stops within 10 s with code 0", async () => {
    const url = database?.url as string;
    const envs = INSTANCE_PORTS.map((port, index) =>
      instanceEnv(url, port, dataDirs[index] as string),
    );
    const admin = runCli(envs[0] as NodeJS.ProcessEnv, [
      "create-admin",
      "--email",
      ADMIN.email,
      "--password",
      ADMIN.password,
    ]);
    expect(admin.status, admin.stderr).toBe(0);
    instances.push(...(await Promise.all(envs.map((env) => startInstance(env)))));
    proxy = await startProxy(PROXY_PORT, INSTANCE_PORTS);

    // A session made on one instance is good on the other, with no AUTH_SECRET anywhere.
    const direct = (index: number) => `http://127.0.0.1:${INSTANCE_PORTS[index]}`;
    const signIn = await fetch(`${direct(0)}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: proxyUrl },
      body: JSON.stringify(ADMIN),
    });
    expect(signIn.status).toBe(200);
    const cookie = sessionCookie(signIn);
    expect((await fetch(`${direct(1)}/api/me`, { headers: { cookie } })).status).toBe(200);

    // Signed-in GETs, two at a time, and a live stream, for the whole restart.
    const failures: string[] = [];
    let answered = 0;
    let running = true;
    const client = async () => {
      for (let turn = 0; running; turn++) {
        const target = turn % 2 === 0 ? "/api/me" : "/api/genres";
        try {
          const response = await fetch(`${proxyUrl}${target}`, { headers: { cookie } });
          await response.arrayBuffer();
          if (response.status === 200) answered++;
          else failures.push(`GET ${target}: ${response.status}`);
        } catch (error) {
          failures.push(`GET ${target}: ${String(error)}`);
        }
        await sleep(5);
      }
    };
    const clients = [client(), client()];
    const events = followEvents(cookie);
    await sleep(500);

    const stops = [];
    for (const index of [0, 1]) {
      stops.push(await stopServer(instances[index] as ChildProcess));
      instances[index] = await startInstance(envs[index] as NodeJS.ProcessEnv);
      await sleep(500);
    }

    // After both restarts the stream still hears changes, whichever instance makes them;
    // it reconnects after its `retry`, and an event published before that is not replayed.
    const reconnectingSince = Date.now();
    while (!events.isOpen() && Date.now() - reconnectingSince < 10_000) await sleep(50);
    const genre = await fetch(`${proxyUrl}/api/genres`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: proxyUrl, cookie },
      body: JSON.stringify({ name: "Tras el reinicio" }),
    });
    expect(genre.status).toBe(201);
    const waitingSince = Date.now();
    while (!events.received().includes('"topic":"catalog"') && Date.now() - waitingSince < 5000)
      await sleep(50);

    running = false;
    await Promise.all(clients);
    await events.close();
    console.info(
      `rolling restart: ${answered} GETs answered, ${failures.length} failed; ` +
        `stops ${stops.map((stop) => `${stop.ms} ms (code ${stop.code})`).join(", ")}; ` +
        `${events.connections()} event stream connection(s)`,
    );
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(100);
    for (const stop of stops) {
      expect(stop.code).toBe(0);
      expect(stop.ms).toBeLessThan(10_000);
    }
    expect(events.failures).toEqual([]);
    // At least one instance the stream was on has gone: it was told to come back, and did.
    expect(events.received()).toMatch(/^retry: \d+$/m);
    expect(events.connections()).toBeGreaterThanOrEqual(2);
    expect(events.received()).toContain('"topic":"catalog"');
  }, 120_000);
});
