import { CheckCircle2, CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** What an action came to, in words: the one shape every screen's banner takes. */
export interface Outcome {
  tone: "success" | "error";
  text: string;
}

type AlertProps = { className?: string } & (
  { outcome: Outcome | null } | { tone: Outcome["tone"]; children: ReactNode }
);

/**
 * The one banner for outcomes: success or error, or nothing for a null `outcome`. Errors
 * are announced to screen readers at once.
 */
export function Alert(props: AlertProps) {
  const shown =
    "outcome" in props
      ? props.outcome && { tone: props.outcome.tone, content: props.outcome.text }
      : { tone: props.tone, content: props.children };
  if (!shown) return null;
  const styles =
    shown.tone === "success"
      ? "bg-emerald-50 text-emerald-800 ring-emerald-200"
      : "bg-red-50 text-red-800 ring-red-200";
  const Icon = shown.tone === "success" ? CheckCircle2 : CircleAlert;
  return (
    <div
      role={shown.tone === "error" ? "alert" : "status"}
      className={`flex gap-3 rounded-xl px-4 py-3 text-sm ring-1 ${styles} ${props.className ?? ""}`}
    >
      <Icon className="mt-0.5 size-4 flex-none" aria-hidden />
      <div>{shown.content}</div>
    </div>
  );
}
