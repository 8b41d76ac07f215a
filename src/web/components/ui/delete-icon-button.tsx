import { Trash2 } from "lucide-react";

/** The bin icon that asks to delete one item; `label` names the item for screen readers. */
export function DeleteIconButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="inline-flex size-9 flex-none items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-600"
    >
      <Trash2 className="size-4" aria-hidden />
    </button>
  );
}
