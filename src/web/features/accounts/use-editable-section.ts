import type { UseMutationResult } from "@tanstack/react-query";
import { useState, type BaseSyntheticEvent } from "react";
import { outcomeOf, type ErrorText } from "~/web/components/ui/use-outcome";

/**
 * The life of one 'Mi Perfil' section (product §4), written once for all of them: Editar
 * opens, Cancelar closes and puts the form back, Guardar runs the section's mutation and
 * closes on success; a failure keeps what was typed. What the section says — `success`,
 * or `error` unless `errors` words failures otherwise — comes from the mutation itself.
 */
export function useEditableSection<Values>(
  mutation: UseMutationResult<unknown, Error, Values>,
  form: {
    reset: () => void;
    handleSubmit: (
      onValid: (values: Values) => void,
    ) => (event?: BaseSyntheticEvent) => Promise<void>;
  },
  texts: { success: string; error: string },
  errors: ErrorText = { fallback: texts.error },
) {
  const [editing, setEditing] = useState(false);
  const close = () => {
    form.reset();
    setEditing(false);
  };
  return {
    editing,
    saving: mutation.isPending,
    outcome: outcomeOf(mutation, { success: texts.success, errors }),
    edit() {
      mutation.reset();
      setEditing(true);
    },
    cancel: close,
    /** The form's submit: checks it, then saves. */
    submit: form.handleSubmit((values) => mutation.mutate(values, { onSuccess: close })),
  };
}
