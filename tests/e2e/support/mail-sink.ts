/**
 * A real SMTP server for the end-to-end tests: the app sends through SMTP_URL, the tests
 * read what arrived over a small HTTP API (GET /messages?to=…). Run by Playwright.
 */
import http from "node:http";
import { SMTPServer } from "smtp-server";
import { parseEmail, type ParsedEmail } from "../../../src/server/testing/parse-email";

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT ?? 4025);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT ?? 4026);
const messages: (ParsedEmail & { receivedAt: number; envelopeTo: string[] })[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const parsed = parseEmail(Buffer.concat(chunks).toString("utf8"));
      const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
      // Campaign mail to "rechazo" addresses is refused for good: partial-failure tests.
      if (
        parsed.headers["list-unsubscribe"] &&
        recipients.some((address) => address.startsWith("rechazo"))
      ) {
        const refusal = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
        callback(refusal);
        return;
      }
      messages.push({
        ...parsed,
        receivedAt: Date.now(),
        envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, "127.0.0.1");

http
  .createServer((request, response) => {
    const url = new URL(request.url ?? "/", `http://127.0.0.1:${httpPort}`);
    response.setHeader("content-type", "application/json");
    if (url.pathname === "/health") return response.end('{"ok":true}');
    if (url.pathname === "/messages") {
      const to = url.searchParams.get("to")?.toLowerCase();
      return response.end(
        JSON.stringify(to ? messages.filter((m) => m.envelopeTo.includes(to)) : messages),
      );
    }
    response.statusCode = 404;
    response.end("{}");
  })
  .listen(httpPort, "127.0.0.1");
