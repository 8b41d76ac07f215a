import { api, unwrap } from "./api-client";
import { useIntentMutation } from "./intent-keys";
import type { ApiMutationOptions } from "./use-api-mutation";

/**
 * Sets the zones paid for (decision 027): raised now, prorated, or lowered from the
 * renewal — once per intent, its Idempotency-Key sent by every try (decision 035). The
 * subscription page and the zones section's offer both use it.
 */
export const useSetPaidZones = (options: ApiMutationOptions<{ quantity: number }>) =>
  useIntentMutation(
    (quantity: number, key) =>
      unwrap(
        api().billing.quantity.$post({ json: { quantity }, header: { "idempotency-key": key } }),
      ),
    options,
  );
