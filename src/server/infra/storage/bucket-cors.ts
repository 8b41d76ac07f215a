import {
  GetBucketCorsCommand,
  PutBucketCorsCommand,
  S3ServiceException,
  type CORSRule,
} from "@aws-sdk/client-s3";
import type { Logger } from "../logger";
import { createS3Client, type S3StorageOptions } from "./s3-client";

/**
 * Ours among the bucket's rules. One per app origin, so that two deployments sharing a
 * bucket (staging beside production) do not take each other's away.
 */
export const audioCorsRuleId = (origin: string) => `sonaria-audio:${origin}`;

/**
 * What the dashboard's offline reserve needs: it fetches whole songs through their
 * presigned URLs from the app's pages, a CORS request whose answer it must be able to read
 * (an opaque one is refused). GET and HEAD only, Range allowed for seeking, and the
 * headers a player reads exposed. Presigned URLs stay the only way in: CORS lets the
 * page read what it was allowed to fetch, it grants no access.
 */
export function audioCorsRule(origin: string): CORSRule {
  return {
    ID: audioCorsRuleId(origin),
    AllowedOrigins: [origin],
    AllowedMethods: ["GET", "HEAD"],
    AllowedHeaders: ["Range"],
    ExposeHeaders: ["Content-Length", "Content-Range", "Accept-Ranges", "Content-Type"],
    MaxAgeSeconds: 3600,
  };
}

const sameList = (a: readonly string[] = [], b: readonly string[] = []) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

const sameRule = (a: CORSRule, b: CORSRule) =>
  a.ID === b.ID &&
  sameList(a.AllowedOrigins, b.AllowedOrigins) &&
  sameList(a.AllowedMethods, b.AllowedMethods) &&
  sameList(a.AllowedHeaders, b.AllowedHeaders) &&
  sameList(a.ExposeHeaders, b.ExposeHeaders) &&
  a.MaxAgeSeconds === b.MaxAgeSeconds;

/**
 * The bucket's rules with ours for `origin`, or null when they already hold it as it
 * should be. Every other rule is kept as it was; ours goes first, since S3 applies the
 * first rule that matches an origin and method, and an operator's broader rule for the
 * same origin might not expose what the player reads.
 */
export function withAudioCorsRule(rules: readonly CORSRule[], origin: string): CORSRule[] | null {
  const ours = audioCorsRule(origin);
  const current = rules.filter((rule) => rule.ID === ours.ID);
  if (current.length === 1 && sameRule(current[0] as CORSRule, ours)) return null;
  return [ours, ...rules.filter((rule) => rule.ID !== ours.ID)];
}

export type BucketCorsOutcome = "added" | "unchanged" | "failed";

const BUCKET_CORS_TIMEOUT_MS = 10_000;

const isNoConfiguration = (error: unknown) =>
  error instanceof S3ServiceException && error.name === "NoSuchCORSConfiguration";

const isDenied = (error: unknown) =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === 403;

/**
 * Makes sure the bucket lets the app's pages read its presigned audio (the rule above),
 * leaving the operator's own rules alone. Never throws: without the permission to read or
 * write the bucket's CORS (or without an answer), the server starts all the same and logs
 * what the operator has to do; only the offline reserve is missing then.
 */
export async function configureBucketCors(options: {
  s3: S3StorageOptions;
  origin: string;
  logger: Logger;
}): Promise<BucketCorsOutcome> {
  const { s3, origin, logger } = options;
  const client = createS3Client(s3);
  const abortSignal = AbortSignal.timeout(BUCKET_CORS_TIMEOUT_MS);
  try {
    const rules = await client
      .send(new GetBucketCorsCommand({ Bucket: s3.bucket }), { abortSignal })
      .then((answer) => answer.CORSRules ?? [])
      .catch((error: unknown) => {
        if (isNoConfiguration(error)) return [];
        throw error;
      });
    const wanted = withAudioCorsRule(rules, origin);
    if (!wanted) return "unchanged";
    await client.send(
      new PutBucketCorsCommand({ Bucket: s3.bucket, CORSConfiguration: { CORSRules: wanted } }),
      { abortSignal },
    );
    logger.info({ bucket: s3.bucket, origin }, "bucket CORS: the app's pages may read its audio");
    return "added";
  } catch (error) {
    const why = isDenied(error) ? ": the S3 credentials may not read or change them" : "";
    logger.warn(
      { err: error, bucket: s3.bucket, rule: audioCorsRule(origin) },
      `could not set the CORS rules of bucket ${s3.bucket}${why}. Players cannot keep ` +
        `music for offline use until the bucket allows GET and HEAD from ${origin}. Add the ` +
        `"rule" logged here yourself, and set S3_CONFIGURE_CORS=false to skip this step`,
    );
    return "failed";
  } finally {
    client.destroy();
  }
}
