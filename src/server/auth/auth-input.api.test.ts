import { afterAll, beforeAll, expect, it } from "vitest";
import { GOOD_PASSWORD, uniqueEmail } from "../testing/http-client";
import { listen } from "../testing/listening-app";
import { describeEachDatabase, TEST_APP_URL } from "../testing/test-app";

// Through a real server: Node's own request object is what the screening re-creates.
describeEachDatabase("better-auth's input, screened", (context) => {
  let served: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    served = await listen(context().app);
  });
  afterAll(() => served?.close());

  const signUp = (address: string, name: string) =>
    served.send({
      method: "POST",
      path: "/api/auth/sign-up/email",
      headers: {
        "content-type": "application/json",
        origin: TEST_APP_URL,
        "x-forwarded-for": address,
      },
      body: JSON.stringify({ name, email: uniqueEmail(), password: GOOD_PASSWORD }),
    });

  it("refuses a NUL with 400 and hands clean requests on with their client's address", async () => {
    const refused = await signUp("10.99.0.1", "Ana\u0000");
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body).error.code).toBe("BAD_REQUEST");
    // Registrations are limited to 10 per address: 12 from 12 addresses all pass.
    for (let i = 0; i < 12; i++)
      expect((await signUp(`10.99.1.${i}`, "Ana García")).status, `sign-up ${i}`).toBe(200);
  });
});
