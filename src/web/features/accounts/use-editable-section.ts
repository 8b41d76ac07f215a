import { useState } from "react";
import type { Notice } from "./profile-section";

/**
 * The life of one 'Mi Perfil' section (spec §4): Editar opens, Cancelar closes and
 * resets, Guardar saves and closes on success; a failure keeps what was typed.
 */
export function useEditableSection(options: { reset: () => void; successText: string }) {
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  return {
    editing,
    notice,
    edit() {
      setNotice(null);
      setEditing(true);
    },
    cancel() {
      options.reset();
      setEditing(false);
    },
    /** `action` resolves to null on success, or to the message to show. */
    async save(action: () => Promise<string | null>) {
      const failure = await action();
      if (failure) {
        setNotice({ tone: "error", text: failure });
        return;
      }
      options.reset();
      setEditing(false);
      setNotice({ tone: "success", text: options.successText });
    },
  };
}

export type EditableSection = ReturnType<typeof useEditableSection>;
