import type { z } from "zod";
import type { billingInfoSchema, updateProfileSchema } from "~/shared/schemas/profile";
import { api, unwrap } from "~/web/lib/api-client";

export const updateProfile = (json: z.input<typeof updateProfileSchema>) =>
  unwrap(api().me.$patch({ json }));
export const updateBillingInfo = (json: z.input<typeof billingInfoSchema>) =>
  unwrap(api().me.billing.$put({ json }));
