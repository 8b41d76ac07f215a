import { expect, it } from "vitest";
import { toPublicConfig, publicEnvSchema } from "~/shared/config/public-config";
import { renderCampaignEmail } from "./render-campaign-email";
import { verifyUnsubscribeToken } from "./unsubscribe-token";

const identity = toPublicConfig(
  publicEnvSchema.parse({ BRAND_NAME: "Sonaria", LEGAL_NAME: "Sonaria Música Ambiental, S.L." }),
);
const secret = "a-test-secret-that-is-long-enough-0123456789";
const appUrl = "https://sonaria.es";

function render(content: string) {
  return renderCampaignEmail({
    subject: "Novedades de mayo",
    content,
    recipient: { userId: "user-1", email: "ana@example.es", name: "Ana" },
    identity,
    appUrl,
    secret,
  });
}

it("frames the content with the brand, the operator and a signed unsubscribe link", () => {
  const email = render("<p>Hola <strong>a todos</strong></p>");
  expect(email.subject).toBe("Novedades de mayo");
  expect(email.html).toContain("Sonaria</td>");
  expect(email.html).toContain("<p>Hola <strong>a todos</strong></p>");
  expect(email.html).toContain("Sonaria Música Ambiental, S.L. · soporte@sonaria.es");
  expect(email.html).toContain("Darse de baja de los emails de marketing");

  const link = /href="(https:\/\/sonaria\.es\/unsubscribe\?token=[^"]+)"/.exec(email.html)?.[1];
  const token = new URL(link ?? "http://x").searchParams.get("token") ?? "";
  expect(verifyUnsubscribeToken(token, secret)).toBe("user-1");
  expect(email.headers).toEqual({
    "List-Unsubscribe": `<${appUrl}/api/marketing/unsubscribe?token=${encodeURIComponent(token)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  });
});

it("sanitises the content again and makes our relative images and links absolute", () => {
  const email = render(
    '<p>Mira<img src="/media/marketing/1-oferta.png" alt="Oferta"><a href="/pricing">precios</a></p><script>alert(1)</script>',
  );
  expect(email.html).toContain('src="https://sonaria.es/media/marketing/1-oferta.png"');
  expect(email.html).toContain('href="https://sonaria.es/pricing"');
  expect(email.html).not.toContain("<script");
});

it("has a plain-text part without tags, with link URLs and the unsubscribe URL", () => {
  const email = render(
    '<h2>Ofertas</h2><p>Visita   <a href="https://sonaria.es/pricing?a=1&amp;b=2">nuestros precios</a> &amp; más.</p>' +
      '<ul><li><p>Uno</p></li><li><p>Dos</p></li></ul><p>Escribe a <a href="mailto:hola@sonaria.es">hola@sonaria.es</a></p>',
  );
  expect(email.text).not.toMatch(/<[^>]+>/);
  expect(email.text).toContain(
    "Ofertas\n\nVisita nuestros precios (https://sonaria.es/pricing?a=1&b=2) & más.",
  );
  expect(email.text).toContain("- Uno\n");
  expect(email.text).toContain("- Dos");
  expect(email.text).toContain("Escribe a mailto:hola@sonaria.es");
  expect(email.text).toMatch(
    /Darse de baja de los emails de marketing: https:\/\/sonaria\.es\/unsubscribe\?token=\S+/,
  );
  expect(email.text).toContain("Sonaria Música Ambiental, S.L. · soporte@sonaria.es");
});
