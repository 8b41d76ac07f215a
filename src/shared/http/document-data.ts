// The data blocks a client-rendered page's document carries (decision 030).

/** The API's first answers for whoever asked for the page. */
export const FIRST_ANSWERS_ELEMENT_ID = "first-answers";
/** The script modules the page's routes run, fetched once the skeleton is on screen. */
export const ROUTE_MODULES_ELEMENT_ID = "route-modules";
