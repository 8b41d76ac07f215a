import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Alert } from "~/web/components/ui/alert";
import { BrandLogo } from "~/web/components/ui/brand-logo";
import { hasCode } from "~/web/lib/error-message";

/**
 * The public pages a proof's QR code opens (/verificar/<code>: a certificate or an
 * inspection file): no login, no dashboard, the brand over a card of facts.
 */
export function ProofFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 to-white">
      <header className="mx-auto w-full max-w-3xl px-5 pt-8 sm:px-8">
        <BrandLogo />
      </header>
      <main id="main" className="mx-auto w-full max-w-3xl space-y-6 px-5 py-8 sm:px-8">
        {children}
      </main>
    </div>
  );
}

/** One fact of the proof's `<dl>`: a small label over its value, long values wrapping. */
export function Fact(props: { label: string; children: ReactNode; className?: string }) {
  const { label, children } = props;
  return (
    <div className={`min-w-0 ${props.className ?? ""}`}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-base wrap-break-word text-slate-900">{children}</dd>
    </div>
  );
}

/** The white card that holds a proof's facts (and the unknown code's words). */
const proofCardClasses = "rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8";

/** The proof's card, named by its title: what it is, then its status and its facts. */
export function ProofCard(props: { headingId: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={props.headingId} className={proofCardClasses}>
      <h1
        id={props.headingId}
        className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl"
      >
        {props.title}
      </h1>
      {props.children}
    </section>
  );
}

const noticeTones = {
  danger: { box: "bg-red-50 text-red-900 ring-red-300", icon: "text-red-700" },
  warning: { box: "bg-amber-50 text-amber-950 ring-amber-300", icon: "text-amber-700" },
} as const;

/**
 * What makes a proof untrustworthy (a play log changed after it was sealed, a time stamp
 * gone or vouching for another hash), as prominent as the proof's status, announced at once.
 */
export function ProofNotice(props: {
  tone: keyof typeof noticeTones;
  icon: LucideIcon;
  testId: string;
  children: ReactNode;
}) {
  const Icon = props.icon;
  const tone = noticeTones[props.tone];
  return (
    <div
      role="alert"
      data-testid={props.testId}
      className={`mt-6 flex gap-3 rounded-2xl p-4 ring-2 ${tone.box}`}
    >
      <Icon className={`mt-0.5 size-6 flex-none ${tone.icon}`} aria-hidden />
      <div>{props.children}</div>
    </div>
  );
}

/**
 * The page while its proof loads, or when it could not: an unknown code in a card of its
 * own, any other failure as an alert with a retry (checks are rate-limited per address,
 * so that one says to wait).
 */
export function ProofLoadState(props: {
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  texts: {
    loading: string;
    notFoundTitle: string;
    notFound: string;
    heading: string;
    loadError: string;
    retry: string;
    tooManyRequests: string;
  };
}) {
  const { query, texts } = props;
  if (!query.isError)
    return (
      <ProofFrame>
        <p role="status" className="text-slate-600">
          {texts.loading}
        </p>
      </ProofFrame>
    );
  return (
    <ProofFrame>
      {hasCode(query.error, "NOT_FOUND") ? (
        <section className={proofCardClasses}>
          <h1 className="text-2xl font-bold text-slate-900">{texts.notFoundTitle}</h1>
          <p className="mt-2 text-slate-600">{texts.notFound}</p>
        </section>
      ) : (
        <>
          <h1 className="text-2xl font-bold text-slate-900">{texts.heading}</h1>
          <Alert tone="error">
            {hasCode(query.error, "RATE_LIMITED") ? texts.tooManyRequests : texts.loadError}{" "}
            <button
              type="button"
              className="font-semibold underline"
              onClick={() => void query.refetch()}
            >
              {texts.retry}
            </button>
          </Alert>
        </>
      )}
    </ProofFrame>
  );
}
