import { onFirstUse } from "~/shared/intl/on-first-use";

const conjunction = onFirstUse(() => new Intl.ListFormat("es-ES", { type: "conjunction" }));

/** "a, b y c": a list as a Spanish sentence says it. */
export const formatSpanishList = (items: readonly string[]) => conjunction().format(items);
