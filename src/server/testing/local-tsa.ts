import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** How the local authority answers the next requests. */
export type LocalTsaAnswer =
  /** A real time stamp, made by `openssl ts -reply`. */
  | "granted"
  /** OpenSSL's own refusal: this section accepts no SHA-256 imprint (status 2, badAlg). */
  | "rejection"
  | "http-500"
  /** HTTP 200, the reply content type, and bytes that are no TimeStampResp. */
  | "garbage"
  /** A genuine time stamp of another digest. */
  | "other-digest"
  /** The last granted response again, made for an earlier request (its nonce). */
  | "replay"
  /** Takes the request and never answers. */
  | "silent";

export interface LocalTsa {
  /** Where to POST requests (TSA_URL). */
  url: string;
  /** The CA that issued the authority's certificate: what a verifier trusts. */
  caCertificatePem: string;
  /** The switch: how the next requests are answered (default "granted"). */
  answer: LocalTsaAnswer;
  /** The folder holding the keys, certificates and OpenSSL configuration. */
  directory: string;
  close(): Promise<void>;
}

function opensslConfig(): string {
  const section = (name: string, digests: string) => `
[ ${name} ]
serial = serial
crypto_device = builtin
signer_cert = tsa.pem
signer_key = tsa.key
certs = ca.pem
signer_digest = sha256
default_policy = 1.3.6.1.4.1.99999.1.1
other_policies = 1.3.6.1.4.1.99999.1.2
digests = ${digests}
accuracy = secs:1
ordering = no
tsa_name = yes
ess_cert_id_chain = no
ess_cert_id_alg = sha256
`;
  return `[ req ]
distinguished_name = req_dn
prompt = no
[ req_dn ]
CN = unused
[ ca_ext ]
basicConstraints = critical, CA:TRUE
keyUsage = critical, keyCertSign, cRLSign
subjectKeyIdentifier = hash
[ tsa_ext ]
basicConstraints = critical, CA:FALSE
keyUsage = critical, digitalSignature, nonRepudiation
extendedKeyUsage = critical, timeStamping
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid
${section("tsa_granted", "sha256, sha384, sha512")}
${section("tsa_refusing", "sha512")}`;
}

/**
 * An RFC 3161 authority for tests: an HTTP server on a free loopback port that answers with
 * OpenSSL's `ts -reply`, signing with a certificate (extended key usage timeStamping,
 * critical) issued by a CA made at start. `answer` switches it to the failures a real
 * authority can show. Requests are answered one at a time, as OpenSSL's serial file needs.
 */
export async function startLocalTsa(options: { keyType?: "ec" | "rsa" } = {}): Promise<LocalTsa> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "sonaria-tsa-"));
  const file = (name: string) => path.join(directory, name);
  await fs.writeFile(file("openssl.cnf"), opensslConfig());
  await fs.writeFile(file("serial"), "01\n");
  const newKey =
    options.keyType === "rsa"
      ? ["-newkey", "rsa:2048"]
      : ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256"];
  // Run in the folder, so that every file is named relatively, as in the configuration.
  const openssl = (...args: string[]) => run("openssl", args, { cwd: directory });
  const subject = (name: string) => ["-subj", `/C=ES/O=Sonaria tests/CN=${name}`];
  // prettier-ignore
  await openssl("req", "-config", "openssl.cnf", "-x509", ...newKey, "-nodes", "-days", "30",
    ...subject("Local test TSA CA"), "-extensions", "ca_ext", "-keyout", "ca.key", "-out", "ca.pem");
  // prettier-ignore
  await openssl("req", "-config", "openssl.cnf", "-new", ...newKey, "-nodes",
    ...subject("Local test TSA"), "-keyout", "tsa.key", "-out", "tsa.csr");
  // prettier-ignore
  await openssl("x509", "-req", "-in", "tsa.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-set_serial", "2",
    "-days", "30", "-extfile", "openssl.cnf", "-extensions", "tsa_ext", "-out", "tsa.pem");

  let count = 0;
  let lastGranted: Buffer | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  async function reply(query: Buffer, section: string): Promise<Buffer> {
    const id = ++count;
    await fs.writeFile(file(`query-${id}.tsq`), query);
    // prettier-ignore
    await openssl("ts", "-reply", "-config", "openssl.cnf", "-section", section,
      "-queryfile", `query-${id}.tsq`, "-out", `reply-${id}.tsr`);
    const response = await fs.readFile(file(`reply-${id}.tsr`));
    await Promise.all([fs.rm(file(`query-${id}.tsq`)), fs.rm(file(`reply-${id}.tsr`))]);
    return response;
  }

  async function otherDigestQuery(): Promise<Buffer> {
    const { stdout } = await run(
      "openssl",
      ["ts", "-query", "-digest", "ab".repeat(32), "-sha256", "-cert"],
      { encoding: "buffer" },
    );
    return stdout;
  }

  async function respond(answer: LocalTsaAnswer, query: Buffer): Promise<Buffer | number> {
    switch (answer) {
      case "granted":
        return (lastGranted = await reply(query, "tsa_granted"));
      case "rejection":
        return reply(query, "tsa_refusing");
      case "other-digest":
        return reply(await otherDigestQuery(), "tsa_granted");
      case "replay":
        return lastGranted ?? 500;
      case "garbage":
        return Buffer.from("<html><body>Temporarily unavailable</body></html>");
      case "http-500":
      case "silent":
        return 500;
    }
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const answer = tsa.answer;
      if (answer === "silent") return;
      const result = queue.then(() => respond(answer, Buffer.concat(chunks)));
      queue = result.catch(() => undefined);
      result.then(
        (body) => {
          if (typeof body === "number") {
            response.writeHead(body, { "content-type": "text/plain" }).end("TSA failure");
            return;
          }
          response.writeHead(200, { "content-type": "application/timestamp-reply" }).end(body);
        },
        (error: unknown) => {
          response.writeHead(500, { "content-type": "text/plain" }).end(String(error));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const tsa: LocalTsa = {
    url: `http://127.0.0.1:${port}/tsa`,
    caCertificatePem: await fs.readFile(file("ca.pem"), "utf8"),
    answer: "granted",
    directory,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
  return tsa;
}
