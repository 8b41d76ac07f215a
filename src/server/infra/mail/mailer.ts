import fs from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import type { Logger } from "../logger";

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  /** The link the message is about; logged when mail is written to files. */
  actionUrl?: string;
  /** Files sent with the message (an invoice's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** The one way the app sends mail: SMTP in production, .eml files at home. */
export interface Mailer {
  kind: "smtp" | "file";
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: Logger;
}): Mailer {
  const { from, logger } = options;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      // Connections are kept and reused: a campaign sends thousands of messages, and a
      // new SMTP (and TLS) handshake for each would cost more than the message itself.
      pool: true,
      maxConnections: 5,
      // A stuck server must not hold a send (and the job it belongs to) for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 15_000,
    });
    return {
      kind: "smtp",
      async send({ actionUrl: _actionUrl, ...message }) {
        const info = await transport.sendMail({ from, ...message });
        logger.info(
          { to: message.to, subject: message.subject, messageId: info.messageId },
          "mail sent",
        );
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }

  const folder = path.join(options.dataDir, "mail");
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  return {
    kind: "file",
    async send({ actionUrl, ...message }) {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(folder, { recursive: true });
      const file = path.join(
        folder,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      logger.info(
        { to: message.to, subject: message.subject, file, link: actionUrl },
        "mail written to file",
      );
      return { messageId: info.messageId };
    },
    close: () => {},
  };
}
