import { useEffect, useState } from "react";

/**
 * What `load` (a dynamic import) resolves to, once it has: the page draws first, and code
 * it needs only for a later action (a form's rules) follows. `load` must be stable (made
 * once, outside the component); null waits. Undefined until then, and if it cannot be loaded.
 */
export function useLoaded<T>(load: (() => Promise<T>) | null): T | undefined {
  const [value, setValue] = useState<{ loaded: T }>();
  useEffect(() => {
    if (!load) return;
    let live = true;
    load().then(
      (loaded) => live && setValue({ loaded }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load]);
  return value?.loaded;
}
