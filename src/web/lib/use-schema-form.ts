import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldValues, type UseFormProps } from "react-hook-form";
import type { z } from "~/shared/validation/zod";

/**
 * A react-hook-form form validated by a shared schema from a noun's `schema.ts` in `src/shared/<noun>/` — the one
 * the server validates the same request with. Typed by what the fields hold (input) and
 * what submitting hands over (output: trimmed, lower-cased, transformed).
 */
export function useSchemaForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, "resolver"> = {},
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    ...options,
  });
}
