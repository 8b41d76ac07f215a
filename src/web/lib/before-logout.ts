/**
 * Work that must happen before signing out (the player saves its state): features
 * register here, the logout button awaits them all. Failures never block the logout.
 */
type Task = () => Promise<void> | void;
const tasks = new Set<Task>();
let signingOut = false;

export function onBeforeLogout(task: Task): () => void {
  tasks.add(task);
  return () => tasks.delete(task);
}

export async function runBeforeLogout(): Promise<void> {
  signingOut = true;
  await Promise.allSettled([...tasks].map(async (task) => task()));
}

/**
 * Whether a sign-out is under way: what the server tells meanwhile (the live stream ends
 * with the session, and may reconnect just before) is not asked for again — signed out,
 * every answer would be a 401.
 */
export const isSigningOut = () => signingOut;

/** The sign-out is over, done or failed: the page may ask again. */
export function logoutSettled(): void {
  signingOut = false;
}
