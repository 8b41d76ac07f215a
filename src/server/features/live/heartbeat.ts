/**
 * One clock for all the streams of an instance: their heartbeats fall together, so the
 * session checks they make share one query (session-checker.ts). It runs only while a
 * stream listens.
 */
export function heartbeat(intervalMs: number) {
  const listeners = new Set<() => void>();
  let timer: NodeJS.Timeout | undefined;
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      timer ??= setInterval(() => {
        for (const beat of listeners) beat();
      }, intervalMs).unref();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        clearInterval(timer);
        timer = undefined;
      };
    },
  };
}
