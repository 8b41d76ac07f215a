import { describe, expect, it } from "vitest";
import { publicEnvKeys } from "../../../scripts/public-env-keys.mjs";
import { publicEnvSchema, toPublicConfig } from "./public-config";

const parse = (env: Record<string, string>) => toPublicConfig(publicEnvSchema.parse(env));

describe("public configuration", () => {
  it("has sensible defaults", () => {
    const config = parse({});
    expect(config.brandName).toBe("Sonaria");
    expect(config.supportEmail).toBe("soporte@sonaria.es");
    expect(config.whatsappUrl).toBe("https://wa.me/34600000000");
    expect(config.proofRetentionYears).toBe(5);
    expect(config.social).toEqual({
      instagram: undefined,
      facebook: undefined,
      linkedin: undefined,
    });
  });

  it("treats empty variables as unset", () => {
    expect(parse({ BRAND_NAME: "", SOCIAL_INSTAGRAM_URL: "" })).toMatchObject({
      brandName: "Sonaria",
      social: { instagram: undefined },
    });
  });

  it("sends visitors to WhatsApp when no advisor chat is configured", () => {
    expect(parse({ WHATSAPP_NUMBER: "+34 611 22 33 44" }).advisorChatUrl).toBe(
      "https://wa.me/34611223344",
    );
    expect(parse({ ADVISOR_CHAT_URL: "https://chat.example.es/ventas" }).advisorChatUrl).toBe(
      "https://chat.example.es/ventas",
    );
  });

  it("rejects bad values, naming the variable", () => {
    const result = publicEnvSchema.safeParse({
      SUPPORT_EMAIL: "no-es-un-correo",
      SOCIAL_FACEBOOK_URL: "javascript:alert(1)",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([
      "SUPPORT_EMAIL",
      "SOCIAL_FACEBOOK_URL",
    ]);
  });

  it("lists the same variables as the build stamp", () => {
    expect([...publicEnvKeys].sort()).toEqual(Object.keys(publicEnvSchema.shape).sort());
  });
});
