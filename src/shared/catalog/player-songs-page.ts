/** How many songs the player lists a page: the page asks for them, its document brings the first. */
export const PLAYER_SONGS_PAGE_SIZE = 25;
