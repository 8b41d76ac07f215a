import { isNotNull } from "drizzle-orm";
import { song } from "./tables";

/**
 * The songs a player may list, keep and stream: published, with their rights complete
 * and their licence running (decision 039). The admin's own views read every song.
 */
export const isPublished = () => isNotNull(song.publishedAt);
