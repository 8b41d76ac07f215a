import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { z } from "~/shared/validation/zod";
import { normalizeText } from "~/shared/catalog/normalize";
import { campaignsCopy } from "~/shared/copy/campaigns";
import type { EmailTemplate, templateSchema } from "~/shared/campaigns/schema";
import type { Database } from "../../domain/database";
import { emailTemplate } from "../../domain/campaigns/tables";
import { AppError } from "../../domain/app-error";
import { sanitizeEmailHtml } from "./sanitize-html";
import { toTemplate } from "./to-template";

/**
 * Saves a template with its content sanitised. One template per name ignoring case and
 * accents ("Ofertas" = "ofertas"): a second one is a conflict unless `overwrite` asks to
 * replace it.
 */
export async function saveTemplate(options: {
  db: Database;
  userId: string;
  input: z.output<typeof templateSchema>;
}): Promise<{ template: EmailTemplate; created: boolean }> {
  const { db, input } = options;
  const content = sanitizeEmailHtml(input.content);
  if (!content.trim()) {
    throw new AppError("BAD_REQUEST", "The content is empty once sanitised", {
      issues: [{ path: "content", message: campaignsCopy.templates.incomplete }],
    });
  }
  const nameKey = normalizeText(input.name);
  const values = { name: input.name, subject: input.subject, content };

  if (input.overwrite) {
    const [updated] = await db
      .update(emailTemplate)
      .set(values)
      .where(eq(emailTemplate.nameKey, nameKey))
      .returning();
    if (updated) return { template: toTemplate(updated), created: false };
  }
  const [inserted] = await db
    .insert(emailTemplate)
    .values({ id: randomUUID(), nameKey, createdBy: options.userId, ...values })
    .onConflictDoNothing({ target: emailTemplate.nameKey })
    .returning();
  if (!inserted) throw new AppError("CONFLICT", "A template with that name exists");
  return { template: toTemplate(inserted), created: true };
}
