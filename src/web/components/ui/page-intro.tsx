import type { ReactNode } from "react";
import { Container } from "./container";

/** The soft band at the top of every public page, under the transparent header. */
export function PageIntro(props: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 via-white to-white pt-32 pb-12 sm:pt-40 sm:pb-16">
      <Container className="max-w-3xl text-center">
        {props.eyebrow && (
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">
            {props.eyebrow}
          </p>
        )}
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
          {props.title}
        </h1>
        {props.lead && <p className="mt-5 text-lg text-pretty text-slate-600">{props.lead}</p>}
        {props.children}
      </Container>
    </section>
  );
}
