import { asc } from "drizzle-orm";
import type { EmailTemplate } from "~/shared/schemas/campaigns";
import type { Database } from "../../db/client";
import { emailTemplate } from "../../db/schema";
import { toTemplate } from "./to-template";

/** Every saved template, by name ignoring case and accents. */
export async function listTemplates(options: { db: Database }): Promise<EmailTemplate[]> {
  const rows = await options.db.select().from(emailTemplate).orderBy(asc(emailTemplate.nameKey));
  return rows.map(toTemplate);
}
