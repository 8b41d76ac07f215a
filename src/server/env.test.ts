import { describe, expect, it } from "vitest";
import { isValidSpanishTaxId } from "~/shared/accounts/tax-id";
import { EnvError, parseEnv } from "./env";

function problemsOf(source: Record<string, string>): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

describe("parseEnv", () => {
  it("runs on a laptop with nothing set", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.publicConfig.brandName).toBe("Sonaria");
  });

  it("derives APP_URL from PORT and drops a trailing slash", () => {
    expect(parseEnv({ PORT: "8080" }).APP_URL).toBe("http://localhost:8080");
    expect(parseEnv({ APP_URL: "https://sonaria.es/", PAYMENTS: "local" }).APP_URL).toBe(
      "https://sonaria.es",
    );
  });

  it("names every bad variable", () => {
    const problems = problemsOf({
      PORT: "tres mil",
      DATABASE_URL: "mysql://x",
      SUPPORT_EMAIL: "x",
    });
    expect(problems.map((problem) => problem.split(":")[0])).toEqual([
      "PORT",
      "DATABASE_URL",
      "SUPPORT_EMAIL",
    ]);
  });

  it("keeps plays 5 years unless PLAY_LOG_RETENTION_YEARS says 1 to 50", () => {
    expect(parseEnv({}).PLAY_LOG_RETENTION_YEARS).toBe(5);
    expect(parseEnv({ PLAY_LOG_RETENTION_YEARS: "7" }).PLAY_LOG_RETENTION_YEARS).toBe(7);
    for (const bad of ["0", "51", "2.5", "cinco"])
      expect(problemsOf({ PLAY_LOG_RETENTION_YEARS: bad })[0]).toMatch(
        /^PLAY_LOG_RETENTION_YEARS:/,
      );
  });

  it("time-stamps seals only when TSA_URL names an http(s) authority", () => {
    expect(parseEnv({}).TSA_URL).toBeUndefined();
    expect(parseEnv({ TSA_URL: "" }).TSA_URL).toBeUndefined();
    expect(parseEnv({ TSA_URL: "https://tsa.example.es/tsr" }).TSA_URL).toBe(
      "https://tsa.example.es/tsr",
    );
    for (const bad of ["tsa.example.es", "ftp://tsa.example.es/", "mailto:tsa@example.es"])
      expect(problemsOf({ TSA_URL: bad })[0]).toMatch(/^TSA_URL: must be an http\(s\) URL/);
  });

  it("keeps 8 hours of music for 72 hours offline unless OFFLINE_HOURS and OFFLINE_LEASE_HOURS say otherwise", () => {
    expect(parseEnv({})).toMatchObject({ OFFLINE_HOURS: 8, OFFLINE_LEASE_HOURS: 72 });
    expect(parseEnv({ OFFLINE_HOURS: "12", OFFLINE_LEASE_HOURS: "24" })).toMatchObject({
      OFFLINE_HOURS: 12,
      OFFLINE_LEASE_HOURS: 24,
    });
    for (const bad of ["0", "49", "1.5", "ocho"])
      expect(problemsOf({ OFFLINE_HOURS: bad })[0]).toMatch(/^OFFLINE_HOURS:/);
    for (const bad of ["0", "721"])
      expect(problemsOf({ OFFLINE_LEASE_HOURS: bad })[0]).toMatch(/^OFFLINE_LEASE_HOURS:/);
  });

  it("raises a quiet song at most 12 dB unless MAX_BOOST_DB says otherwise", () => {
    expect(parseEnv({})).toMatchObject({ MAX_BOOST_DB: 12 });
    expect(parseEnv({ MAX_BOOST_DB: "6.5" })).toMatchObject({ MAX_BOOST_DB: 6.5 });
    expect(parseEnv({ MAX_BOOST_DB: "0" })).toMatchObject({ MAX_BOOST_DB: 0 });
    for (const bad of ["-1", "41", "doce"])
      expect(problemsOf({ MAX_BOOST_DB: bad })[0]).toMatch(/^MAX_BOOST_DB:/);
  });

  it("requires AUTH_SECRET in production", () => {
    expect(problemsOf({ NODE_ENV: "production" })).toEqual([
      "AUTH_SECRET: is required in production",
    ]);
    expect(problemsOf({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) })).toEqual([]);
  });

  it("refuses a public URL without Stripe unless the test checkout is allowed on purpose", () => {
    expect(problemsOf({ APP_URL: "https://sonaria.es" })[0]).toMatch(/^PAYMENTS:/);
    expect(problemsOf({ APP_URL: "https://sonaria.es", PAYMENTS: "local" })).toEqual([]);
    expect(
      problemsOf({
        APP_URL: "https://sonaria.es",
        STRIPE_SECRET_KEY: "sk_live_x",
        STRIPE_WEBHOOK_SECRET: "whsec_x",
      }),
    ).toEqual([]);
    expect(
      problemsOf({
        NODE_ENV: "production",
        AUTH_SECRET: "x".repeat(32),
        PAYMENTS_TEST_CLOCK: "true",
      })[0],
    ).toMatch(/^PAYMENTS_TEST_CLOCK:/);
    expect(
      problemsOf({
        NODE_ENV: "production",
        AUTH_SECRET: "x".repeat(32),
        NETWORK_TEST_CLOCK: "true",
      })[0],
    ).toMatch(/^NETWORK_TEST_CLOCK:/);
  });

  it("keeps uploads on disk at home, on S3 when a bucket is set", () => {
    expect(parseEnv({}).STORAGE).toBe("disk");
    expect(parseEnv({ S3_BUCKET: "sonaria-media" }).STORAGE).toBe("s3");
    expect(problemsOf({ STORAGE: "s3" })).toEqual(["S3_BUCKET: is required when STORAGE=s3"]);
    expect(problemsOf({ STORAGE: "disk", S3_BUCKET: "sonaria-media" })[0]).toMatch(/^STORAGE:/);
    expect(problemsOf({ STORAGE: "nube" })[0]).toMatch(/^STORAGE:/);
  });

  it("sets the bucket's CORS rule at start unless the operator keeps it", () => {
    expect(parseEnv({ S3_BUCKET: "sonaria-media" }).S3_CONFIGURE_CORS).toBe(true);
    expect(parseEnv({ S3_CONFIGURE_CORS: "false" }).S3_CONFIGURE_CORS).toBe(false);
    expect(parseEnv({ S3_CONFIGURE_CORS: "0" }).S3_CONFIGURE_CORS).toBe(false);
    expect(problemsOf({ S3_CONFIGURE_CORS: "no" })[0]).toMatch(/^S3_CONFIGURE_CORS:/);
  });

  it("with DATABASE_URL, refuses uploads on one instance's disk unless STORAGE=disk says it is shared", () => {
    const url = "postgres://sonaria@db.example.es/sonaria";
    const [problem, ...others] = problemsOf({ DATABASE_URL: url });
    expect(others).toEqual([]);
    expect(problem).toMatch(/^STORAGE: /);
    expect(problem).toContain("S3_BUCKET");
    expect(problem).toContain("STORAGE=disk");
    expect(parseEnv({ DATABASE_URL: url, STORAGE: "disk" }).STORAGE).toBe("disk");
    expect(parseEnv({ DATABASE_URL: url, S3_BUCKET: "sonaria-media" }).STORAGE).toBe("s3");
  });

  it("requires the webhook secret with a Stripe key", () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: "sk_test_123" })[0]).toMatch(/^STRIPE_WEBHOOK_SECRET:/);
  });

  it("names the certificates' provider and licence basis, claiming no exemption by default", () => {
    const env = parseEnv({});
    expect(isValidSpanishTaxId(env.LEGAL_TAX_ID)).toBe(true);
    expect(env.LEGAL_ADDRESS.length).toBeGreaterThan(5);
    expect(env.LICENCE_STATEMENT).toMatch(/licenciada directamente por sus titulares/);
    // AGEDI-AIE call "exempt" music misleading: the default never says it (business.md).
    expect(env.LICENCE_STATEMENT).not.toMatch(/exent[oa]|exenci[oó]n/i);
    const custom = parseEnv({ LEGAL_TAX_ID: "b-8812345-0", LICENCE_STATEMENT: "x".repeat(30) });
    expect(custom.LEGAL_TAX_ID).toBe("B88123450");
    expect(custom.LICENCE_STATEMENT).toBe("x".repeat(30));
    expect(problemsOf({ LEGAL_TAX_ID: "B88123451" })[0]).toMatch(/^LEGAL_TAX_ID:/);
    expect(problemsOf({ LICENCE_STATEMENT: "corta" })[0]).toMatch(/^LICENCE_STATEMENT:/);
  });
});
