import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders, storageOriginsOf } from "./security-headers";

const directive = (policy: string, name: string) =>
  policy.split("; ").find((part) => part.startsWith(`${name} `));

describe("the content security policy", () => {
  it("lets audio come from this site only when storage is the disk", () => {
    const policy = contentSecurityPolicy([], storageOriginsOf({}));
    expect(directive(policy, "media-src")).toBe("media-src 'self' blob:");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self'");
  });

  it("lets the player play and the offline reserve fetch presigned audio from an S3-compatible server", () => {
    const origins = storageOriginsOf({
      S3_BUCKET: "sonaria-media",
      S3_ENDPOINT: "https://s3.example.net:9000/some/path",
    });
    expect(origins).toEqual(["https://s3.example.net:9000"]);
    const policy = contentSecurityPolicy(["sha256-abc"], origins);
    expect(directive(policy, "media-src")).toBe(
      "media-src 'self' blob: https://s3.example.net:9000",
    );
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://s3.example.net:9000");
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'sha256-abc'");
  });

  it("names both of AWS's hosts for the bucket's region", () => {
    const policy = contentSecurityPolicy(
      [],
      storageOriginsOf({ S3_BUCKET: "sonaria-media", S3_REGION: "eu-west-1" }),
    );
    const aws =
      "https://sonaria-media.s3.eu-west-1.amazonaws.com https://s3.eu-west-1.amazonaws.com";
    expect(directive(policy, "media-src")).toBe(`media-src 'self' blob: ${aws}`);
    expect(directive(policy, "connect-src")).toBe(`connect-src 'self' ${aws}`);
  });
});

describe("the permissions policy", () => {
  it("lets the site's own pages use the microphone (a message recorded in 'Mensajes'), and no camera, location or payment", async () => {
    const app = new Hono().use(securityHeaders({ https: false })).get("/", (c) => c.text("ok"));
    const response = await app.request("/");
    expect(response.headers.get("Permissions-Policy")).toBe(
      "camera=(), microphone=(self), geolocation=(), payment=()",
    );
  });
});
