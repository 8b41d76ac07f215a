import { randomUUID } from "node:crypto";
import { normalizeText } from "~/shared/catalog/normalize";
import { genre } from "../../domain/catalog/tables";
import { AppError } from "../../domain/app-error";
import type { CatalogDeps } from "./deps";
import { isUniqueViolation } from "../../infra/postgres-errors";

/** A genre name is unique ignoring case and accents ("Acústico" = "acustico"). */
export async function createGenre(deps: CatalogDeps, options: { name: string }) {
  const row = { id: randomUUID(), name: options.name, nameKey: normalizeText(options.name) };
  try {
    await deps.db.insert(genre).values(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", "A genre with that name exists");
    throw error;
  }
  await deps.events.publish({ topic: "catalog" });
  return { id: row.id, name: row.name, songCount: 0 };
}
