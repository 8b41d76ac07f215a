/** What a business is; named by the establishment form and its copy alike. */
export const activities = [
  "tienda",
  "bar",
  "cafeteria",
  "restaurante",
  "hotel",
  "gimnasio",
  "supermercado",
  "oficina",
  "otro",
] as const;
export type Activity = (typeof activities)[number];
