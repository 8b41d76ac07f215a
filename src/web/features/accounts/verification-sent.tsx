import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { accountsCopy } from "~/shared/copy/accounts";
import { paths } from "~/shared/paths";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { outcomeOf } from "~/web/components/ui/use-outcome";
import { useNow } from "~/web/lib/use-now";
import { authPageLeadingTo } from "./after-sign-in";
import { useSendVerificationEmail } from "./api";
import { authRefusal } from "./auth-errors";

const copy = accountsCopy.register;

/**
 * A pause after each e-mail resent: the server allows three an address each quarter of an
 * hour (EMAIL_REQUEST_RULE), so impatient clicks should not spend them in a few seconds.
 */
const RESEND_PAUSE_MS = 30_000;

/**
 * What the registration screen shows once the account exists: the address the link went
 * to, a way to have it sent again, and one to correct a mistyped address.
 */
export function VerificationSent(props: {
  email: string;
  redirectTo: string;
  onOtherEmail: () => void;
}) {
  const resend = useSendVerificationEmail();
  const [resentAt, setResentAt] = useState<number | null>(null);
  const now = useNow();
  const waitSeconds =
    resentAt === null ? 0 : Math.max(0, Math.ceil((resentAt + RESEND_PAUSE_MS - now) / 1000));
  const panel = useRef<HTMLDivElement>(null);

  // The form that had focus is gone: the news takes its place for keyboards and readers.
  useEffect(() => panel.current?.focus(), []);

  const outcome = outcomeOf(resend, {
    success: accountsCopy.login.verificationResent,
    errors: authRefusal("resendVerification"),
  }) ?? { tone: "success" as const, text: copy.success };

  const resendLabel = resend.isPending
    ? copy.sent.resending
    : waitSeconds > 0
      ? copy.sent.resendIn(waitSeconds)
      : copy.sent.resend;

  return (
    <div ref={panel} tabIndex={-1} className="mt-6 space-y-5 outline-none">
      <Alert outcome={outcome} />
      <div className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
        <p className="text-sm text-slate-600">{copy.sent.sentTo}</p>
        <p data-testid="verification-address" className="font-semibold break-all text-slate-900">
          {props.email}
        </p>
        <p className="mt-2 text-sm text-slate-600">{copy.sent.notReceived}</p>
      </div>
      {/* Stacked on phones, side by side above: the countdown never moves the other action. */}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          variant="secondary"
          className="sm:min-w-44"
          disabled={resend.isPending || waitSeconds > 0}
          onClick={() =>
            resend.mutate(
              { email: props.email, redirectTo: props.redirectTo },
              { onSuccess: () => setResentAt(Date.now()) },
            )
          }
        >
          {resendLabel}
        </Button>
        <Button variant="ghost" onClick={props.onOtherEmail}>
          {copy.sent.otherEmail}
        </Button>
      </div>
      <p className="text-center text-sm text-slate-600">
        {copy.sent.toLogin}{" "}
        <Link
          to={authPageLeadingTo(paths.login, props.redirectTo)}
          className="font-semibold text-brand-700 hover:underline"
        >
          {copy.toLoginLink}
        </Link>
      </p>
    </div>
  );
}
