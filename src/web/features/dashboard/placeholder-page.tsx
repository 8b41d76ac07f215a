import { PageHeader } from "./page-header";

/** A dashboard page whose capability has not arrived yet. */
export function PlaceholderPage({ title, text }: { title: string; text: string }) {
  return (
    <>
      <PageHeader title={title} back />
      <p className="rounded-2xl bg-white p-8 text-slate-600 shadow-sm ring-1 ring-slate-200">
        {text}
      </p>
    </>
  );
}
