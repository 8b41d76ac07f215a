import { SMTPServer } from "smtp-server";
import { parseEmail, type ParsedEmail } from "./parse-email";

export interface SmtpSinkOptions {
  /** 4700–4720 in the API tests and benches; MAIL_SINK_SMTP_PORT (4025) end to end. */
  port: number;
  /** How long the sink takes before accepting each message (a slow provider). */
  delayMs?: number;
  /** A reply code (451, 550…) to refuse a recipient with, or nothing to accept it. */
  refuse?: (address: string) => number | undefined;
  /** The same for a whole message, once it has arrived (refuse only some kinds of mail). */
  refuseMessage?: (message: ParsedEmail, envelopeTo: string[]) => number | undefined;
  /** Keep the messages themselves (tests); a bench only needs the counts. */
  keepMessages?: boolean;
}

export type SinkMessage = ParsedEmail & { envelopeTo: string[]; receivedAt: number };

/** An SMTP error reply the sender sees with its code (nodemailer's responseCode). */
const refusal = (code: number) =>
  Object.assign(new Error(`Refused by the test sink (${code})`), { responseCode: code });

/**
 * A real SMTP server that counts what it accepted, per address. A message counts when the
 * sink answers "250 OK" to it on a live connection, the moment the sender may take it as
 * delivered. The API tests and benches start it in-process; the end-to-end tests run it
 * as a process of its own (tests/e2e/support/mail-sink.ts).
 */
export async function startSmtpSink(options: SmtpSinkOptions) {
  const counts = new Map<string, number>();
  const messages: SinkMessage[] = [];
  let accepted = 0;
  // Connections the sender dropped: a message still waiting for its "250" there was not
  // delivered (RFC 5321 §4.1.1.4: the reply is what commits it).
  const closed = new Set<string>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // A reverse DNS lookup per connection would make the sink, not the app, the bottleneck.
    disableReverseLookup: true,
    onRcptTo(address, _session, callback) {
      const code = options.refuse?.(address.address.toLowerCase());
      callback(code ? refusal(code) : undefined);
    },
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        const parsed =
          options.keepMessages || options.refuseMessage
            ? parseEmail(Buffer.concat(chunks).toString("utf8"))
            : undefined;
        const code = parsed && options.refuseMessage?.(parsed, envelopeTo);
        if (code) {
          callback(refusal(code));
          return;
        }
        const accept = () => {
          if (closed.has(session.id)) {
            callback();
            return;
          }
          for (const address of envelopeTo) counts.set(address, (counts.get(address) ?? 0) + 1);
          accepted += 1;
          if (options.keepMessages && parsed)
            messages.push({ ...parsed, envelopeTo, receivedAt: Date.now() });
          callback();
        };
        if (options.delayMs) setTimeout(accept, options.delayMs);
        else accept();
      });
    },
  });
  // A sender killed mid-conversation resets its connections: not the sink's problem.
  server.on("error", () => {});
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });

  return {
    url: `smtp://127.0.0.1:${options.port}`,
    /** Messages accepted so far. */
    accepted: () => accepted,
    /** How many messages each address received. */
    counts: () => new Map(counts),
    countFor: (address: string) => counts.get(address.toLowerCase()) ?? 0,
    messages: () => [...messages],
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
