/**
 * The test SMTP sink (src/server/testing/smtp-sink.ts) as a process for the end-to-end
 * tests: the app sends through SMTP_URL, the tests read what arrived over a small HTTP API
 * (GET /messages?to=…). Run by Playwright.
 */
import http from "node:http";
import { startSmtpSink } from "../../../src/server/testing/smtp-sink";

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT ?? 4025);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT ?? 4026);

const sink = await startSmtpSink({
  port: smtpPort,
  keepMessages: true,
  // Campaign mail to "rechazo" addresses is refused for good: partial-failure tests.
  refuseMessage: (message, envelopeTo) =>
    message.headers["list-unsubscribe"] &&
    envelopeTo.some((address) => address.startsWith("rechazo"))
      ? 550
      : undefined,
});

http
  .createServer((request, response) => {
    const url = new URL(request.url ?? "/", `http://127.0.0.1:${httpPort}`);
    response.setHeader("content-type", "application/json");
    if (url.pathname === "/health") return response.end('{"ok":true}');
    if (url.pathname === "/messages") {
      const to = url.searchParams.get("to")?.toLowerCase();
      const messages = sink.messages();
      return response.end(
        JSON.stringify(to ? messages.filter((m) => m.envelopeTo.includes(to)) : messages),
      );
    }
    response.statusCode = 404;
    response.end("{}");
  })
  .listen(httpPort, "127.0.0.1");
