/**
 * Where the admin keeps the catalogue's rights (decision 039): a view of the music route,
 * not a route of its own, whose entry every page's route manifest would carry.
 */
export const RIGHTS_VIEW = { param: "vista", value: "derechos" } as const;

export const rightsViewPath = `/dashboard/music?${RIGHTS_VIEW.param}=${RIGHTS_VIEW.value}`;
