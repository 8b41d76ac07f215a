import type { EmailTemplate } from "~/shared/schemas/campaigns";
import type { emailTemplate } from "../../db/schema";

export function toTemplate(row: typeof emailTemplate.$inferSelect): EmailTemplate {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    content: row.content,
    updatedAt: row.updatedAt.toISOString(),
  };
}
