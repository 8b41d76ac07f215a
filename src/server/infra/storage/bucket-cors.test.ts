import { GetBucketCorsCommand, PutBucketCorsCommand, type CORSRule } from "@aws-sdk/client-s3";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestS3, type TestS3 } from "../../testing/s3-server";
import {
  audioCorsRule,
  audioCorsRuleId,
  configureBucketCors,
  withAudioCorsRule,
} from "./bucket-cors";
import { configureStorageCors } from "./create-storage";
import { createS3Client } from "./s3-client";

const APP = "https://sonaria.es";
const operatorRule: CORSRule = {
  ID: "uploads-from-the-office",
  AllowedOrigins: ["https://oficina.example.es"],
  AllowedMethods: ["PUT"],
};

/** A logger whose lines the test reads. */
function capturedLogger() {
  const lines: { level: number; msg: string; rule?: CORSRule }[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe("withAudioCorsRule", () => {
  it("puts ours first and keeps every other rule as it was", () => {
    expect(withAudioCorsRule([], APP)).toEqual([audioCorsRule(APP)]);
    expect(withAudioCorsRule([operatorRule], APP)).toEqual([audioCorsRule(APP), operatorRule]);
  });

  it("leaves the rules alone when they already hold ours, wherever it is", () => {
    expect(withAudioCorsRule([operatorRule, audioCorsRule(APP)], APP)).toBeNull();
  });

  it("replaces an outdated rule of ours, and keeps another deployment's", () => {
    const outdated = { ...audioCorsRule(APP), ExposeHeaders: ["Content-Length"] };
    const staging = audioCorsRule("https://staging.sonaria.es");
    expect(withAudioCorsRule([staging, outdated, operatorRule], APP)).toEqual([
      audioCorsRule(APP),
      staging,
      operatorRule,
    ]);
  });

  it("allows reading the audio and seeking in it, nothing else", () => {
    expect(audioCorsRule(APP)).toEqual({
      ID: "sonaria-audio:https://sonaria.es",
      AllowedOrigins: [APP],
      AllowedMethods: ["GET", "HEAD"],
      AllowedHeaders: ["Range"],
      ExposeHeaders: ["Content-Length", "Content-Range", "Accept-Ranges", "Content-Type"],
      MaxAgeSeconds: 3600,
    });
  });
});

describe("the bucket's CORS rules at start", () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(() => s3.close());

  const bucketRules = async () => {
    const client = createS3Client(s3.options);
    try {
      const answer = await client.send(new GetBucketCorsCommand({ Bucket: s3.options.bucket }));
      return answer.CORSRules ?? [];
    } finally {
      client.destroy();
    }
  };
  const setRules = async (rules: CORSRule[]) => {
    const client = createS3Client(s3.options);
    try {
      await client.send(
        new PutBucketCorsCommand({
          Bucket: s3.options.bucket,
          CORSConfiguration: { CORSRules: rules },
        }),
      );
    } finally {
      client.destroy();
    }
  };
  const env = (overrides: { S3_CONFIGURE_CORS?: boolean; S3_ACCESS_KEY_ID?: string } = {}) => ({
    DATA_DIR: "./data/test",
    STORAGE: "s3" as const,
    APP_URL: `${APP}/`,
    S3_CONFIGURE_CORS: true,
    S3_BUCKET: s3.options.bucket,
    S3_ENDPOINT: s3.options.endpoint,
    S3_ACCESS_KEY_ID: s3.options.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey,
    ...overrides,
  });
  beforeEach(() => setRules([operatorRule]));

  it("adds ours for APP_URL's origin beside the operator's, once", async () => {
    const { logger, lines } = capturedLogger();
    await configureStorageCors(env(), logger);
    expect(await bucketRules()).toEqual([audioCorsRule(APP), operatorRule]);
    expect(lines.map((line) => line.msg)).toEqual([
      "bucket CORS: the app's pages may read its audio",
    ]);
    // A second instance, or the next start, finds it there and writes nothing.
    expect(await configureBucketCors({ s3: s3.options, origin: APP, logger })).toBe("unchanged");
    expect(await bucketRules()).toEqual([audioCorsRule(APP), operatorRule]);
  });

  it("writes nothing when the operator keeps the rules (S3_CONFIGURE_CORS=false)", async () => {
    const { logger, lines } = capturedLogger();
    await configureStorageCors(env({ S3_CONFIGURE_CORS: false }), logger);
    await configureStorageCors({ ...env(), STORAGE: "disk", S3_BUCKET: undefined }, logger);
    expect(await bucketRules()).toEqual([operatorRule]);
    expect(lines).toEqual([]);
  });

  it("starts all the same when the credentials may not change the rules, and says what to do", async () => {
    const { logger, lines } = capturedLogger();
    // s3rver has no permissions (nor checks V4 signatures): an unknown key is its 403.
    await expect(
      configureStorageCors(env({ S3_ACCESS_KEY_ID: "SOMEONE-ELSE" }), logger),
    ).resolves.toBeUndefined();
    expect(await bucketRules()).toEqual([operatorRule]);
    const [warning, ...others] = lines;
    expect(others).toEqual([]);
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toContain("the S3 credentials may not read or change them");
    expect(warning?.msg).toContain(`allows GET and HEAD from ${APP}`);
    expect(warning?.msg).toContain("S3_CONFIGURE_CORS=false");
    expect(warning?.rule?.ID).toBe(audioCorsRuleId(APP));
  });
});
