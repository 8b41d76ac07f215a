/**
 * Just enough MIME to read our own messages in tests: headers (with encoded words),
 * the text and HTML parts (quoted-printable or base64), and the links in them.
 */
export interface ParsedEmail {
  to: string;
  from: string;
  subject: string;
  headers: Record<string, string>;
  text: string;
  html: string;
  links: string[];
  /** Parts sent as attachments, decoded to their bytes. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

type Parts = Pick<ParsedEmail, "text" | "html" | "attachments">;

function splitHead(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { head: raw, body: "" };
  return { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) };
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const index = line.indexOf(":");
    if (index > 0)
      headers[line.slice(0, index).trim().toLowerCase()] = line.slice(index + 1).trim();
  }
  return headers;
}

const utf8 = (bytes: number[]) => Buffer.from(bytes).toString("utf8");

function decodeQuotedPrintable(value: string): string {
  const soft = value.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] as string, "utf8"));
    }
  }
  return utf8(bytes);
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_all, kind: string, text: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
}

function decodeBody(body: string, encoding = ""): string {
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body);
  if (/base64/i.test(encoding))
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

function collectParts(raw: string, into: Parts) {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith("--")) break;
      collectParts(part.replace(/^\r?\n/, ""), into);
    }
    return;
  }
  const disposition = headers["content-disposition"] ?? "";
  if (/^attachment/i.test(disposition)) {
    const encoded = /base64/i.test(headers["content-transfer-encoding"] ?? "");
    into.attachments.push({
      filename: decodeWords(/filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? ""),
      contentType: type.split(";")[0]?.trim() ?? "",
      content: encoded ? Buffer.from(body.replace(/\s+/g, ""), "base64") : Buffer.from(body),
    });
    return;
  }
  const decoded = decodeBody(body, headers["content-transfer-encoding"]);
  if (/text\/html/i.test(type)) into.html += decoded;
  else into.text += decoded;
}

export function parseEmail(raw: string): ParsedEmail {
  const { head } = splitHead(raw);
  const headers = parseHeaders(head);
  const parts: Parts = { text: "", html: "", attachments: [] };
  collectParts(raw, parts);
  const links = [...new Set(parts.text.match(/https?:\/\/[^\s"<>]+/g) ?? [])];
  return {
    to: decodeWords(headers.to ?? ""),
    from: decodeWords(headers.from ?? ""),
    subject: decodeWords(headers.subject ?? ""),
    headers,
    text: parts.text,
    html: parts.html,
    links,
    attachments: parts.attachments,
  };
}
