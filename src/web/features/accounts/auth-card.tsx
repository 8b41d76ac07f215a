import type { ReactNode } from "react";
import { BrandLogo } from "~/web/components/ui/brand-logo";

/** The centred card of the sign-in and registration screens. */
export function AuthCard(props: { title: string; lead?: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-brand-50 to-white px-5 py-12">
      <div className="w-full max-w-md rounded-3xl bg-white p-8 shadow-xl ring-1 ring-slate-200 sm:p-10">
        <BrandLogo />
        <h1 className="mt-8 text-2xl font-bold tracking-tight text-slate-900">{props.title}</h1>
        {props.lead && <p className="mt-2 text-sm text-slate-600">{props.lead}</p>}
        {props.children}
      </div>
    </main>
  );
}
