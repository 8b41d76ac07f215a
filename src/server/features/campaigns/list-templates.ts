import { asc } from "drizzle-orm";
import type { EmailTemplate } from "~/shared/campaigns/schema";
import type { Database } from "../../domain/database";
import { emailTemplate } from "../../domain/campaigns/tables";
import { toTemplate } from "./to-template";

/** Every saved template, by name ignoring case and accents. */
export async function listTemplates(options: { db: Database }): Promise<EmailTemplate[]> {
  const rows = await options.db.select().from(emailTemplate).orderBy(asc(emailTemplate.nameKey));
  return rows.map(toTemplate);
}
