import type { EmailTemplate } from "~/shared/campaigns/schema";
import type { emailTemplate } from "../../domain/campaigns/tables";

export function toTemplate(row: typeof emailTemplate.$inferSelect): EmailTemplate {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    content: row.content,
    updatedAt: row.updatedAt.toISOString(),
  };
}
