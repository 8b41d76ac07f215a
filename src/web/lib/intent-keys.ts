import { useRef } from "react";
import { useApiMutation, type ApiMutationOptions } from "./use-api-mutation";

/**
 * Decision 035: one Idempotency-Key per intent of paying. An intent is what is asked (the
 * mutation's variables); its key is made the first time it is sent and sent again by every
 * try of that same intent — a retry after a lost answer is answered what the first try got,
 * never charged twice — until one succeeds; the next intent gets a new key.
 */
export function intentKeys(newKey: () => string = () => crypto.randomUUID()) {
  const keys = new Map<string, string>();
  return {
    keyFor(variables: unknown): string {
      const intent = JSON.stringify(variables) ?? "";
      let key = keys.get(intent);
      if (!key) keys.set(intent, (key = newKey()));
      return key;
    },
    done(variables: unknown) {
      keys.delete(JSON.stringify(variables) ?? "");
    },
  };
}

/** `useApiMutation` for an action that charges: `mutationFn` sends the intent's key. */
export function useIntentMutation<Variables, Data>(
  mutationFn: (variables: Variables, idempotencyKey: string) => Promise<Data>,
  options: ApiMutationOptions<Data> = {},
) {
  const keys = useRef<ReturnType<typeof intentKeys> | null>(null);
  return useApiMutation(async (variables: Variables) => {
    keys.current ??= intentKeys();
    const answer = await mutationFn(variables, keys.current.keyFor(variables));
    keys.current.done(variables);
    return answer;
  }, options);
}
