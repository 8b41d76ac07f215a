/** A programme's times: minutes from local midnight, in steps of a quarter of an hour. */
export const STEP_MINUTES = 15;
export const DAY_MINUTES = 24 * 60;
