import { CheckCircle2, CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** A success or error banner; errors are announced to screen readers at once. */
export function Alert({ tone, children }: { tone: "success" | "error"; children: ReactNode }) {
  const styles =
    tone === "success"
      ? "bg-emerald-50 text-emerald-800 ring-emerald-200"
      : "bg-red-50 text-red-800 ring-red-200";
  const Icon = tone === "success" ? CheckCircle2 : CircleAlert;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`flex gap-3 rounded-xl px-4 py-3 text-sm ring-1 ${styles}`}
    >
      <Icon className="mt-0.5 size-4 flex-none" aria-hidden />
      <div>{children}</div>
    </div>
  );
}
