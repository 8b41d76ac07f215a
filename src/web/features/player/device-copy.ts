/**
 * Something the device keeps in localStorage for one owner at a time (a zone, an
 * establishment), stored as `{ [ownerField]: owner, [valueField]: value }` and read back
 * only for that owner (undefined: none kept for it). Where storage refuses (private mode,
 * quota) nothing is kept: it is followed while online only.
 */
export function deviceCopy<Value>(key: string, ownerField: string, valueField: string) {
  return {
    read(owner: string): Value | null | undefined {
      try {
        const raw = localStorage.getItem(key);
        const copy = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
        return copy?.[ownerField] === owner ? (copy[valueField] as Value | null) : undefined;
      } catch {
        return undefined;
      }
    },
    keep(owner: string, value: Value | null) {
      try {
        localStorage.setItem(key, JSON.stringify({ [ownerField]: owner, [valueField]: value }));
      } catch {
        // Refused: followed while online only.
      }
    },
    forget() {
      try {
        localStorage.removeItem(key);
      } catch {
        // Nothing kept.
      }
    },
  };
}
