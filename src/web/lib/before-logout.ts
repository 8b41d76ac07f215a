/**
 * Work that must happen before signing out (the player saves its state): features
 * register here, the logout button awaits them all. Failures never block the logout.
 */
type Task = () => Promise<void> | void;
const tasks = new Set<Task>();

export function onBeforeLogout(task: Task): () => void {
  tasks.add(task);
  return () => tasks.delete(task);
}

export async function runBeforeLogout(): Promise<void> {
  await Promise.allSettled([...tasks].map(async (task) => task()));
}
