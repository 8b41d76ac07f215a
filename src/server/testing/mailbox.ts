import fs from "node:fs";
import path from "node:path";
import { parseEmail, type ParsedEmail } from "./parse-email";

/** Reads the .eml files the file mailer writes, newest last. */
export function fileMailbox(folder: string) {
  const all = (): ParsedEmail[] => {
    if (!fs.existsSync(folder)) return [];
    return fs
      .readdirSync(folder)
      .filter((name) => name.endsWith(".eml"))
      .sort()
      .map((name) => parseEmail(fs.readFileSync(path.join(folder, name), "utf8")));
  };
  return {
    all,
    to: (address: string) =>
      all().filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase())),
    latestTo(address: string): ParsedEmail {
      const mails = this.to(address);
      const latest = mails[mails.length - 1];
      if (!latest) throw new Error(`No e-mail to ${address}`);
      return latest;
    },
  };
}

export type Mailbox = ReturnType<typeof fileMailbox>;
