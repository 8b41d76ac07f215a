import { useState } from "react";
import { useNavigate } from "react-router";
import { accountsCopy as copy } from "~/shared/copy/accounts";
import { paths } from "~/shared/paths";
import { emailSchema, loginSchema } from "~/shared/accounts/schema";
import { Alert, type Outcome } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { useOutcome } from "~/web/components/ui/use-outcome";
import { reasonOf } from "~/web/lib/error-message";
import { useSchemaForm } from "~/web/lib/use-schema-form";
import { useRequestPasswordReset, useSendVerificationEmail, useSignIn } from "./api";
import { authRefusal } from "./auth-errors";
import { AuthFormEnd } from "./auth-form-end";
import { EmailField } from "./email-field";
import { PasswordField } from "./password-field";
import { fieldProps } from "~/web/lib/field-props";

/** Where /login was sent from: a verification link, a finished reset. */
export function noticeFromSearch(search: URLSearchParams): Outcome | null {
  if (search.get("error")) return { tone: "error", text: copy.login.verificationFailed };
  if (search.get("verified")) return { tone: "success", text: copy.login.verified };
  if (search.get("reset")) return { tone: "success", text: copy.login.passwordReset };
  return null;
}

/** `initialEmail`: the address a verification link carries, so only the password is left. */
export function LoginForm({
  redirectTo,
  initialNotice,
  initialEmail = "",
}: {
  redirectTo: string;
  initialNotice: Outcome | null;
  initialEmail?: string;
}) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const forgot = useRequestPasswordReset();
  const resend = useSendVerificationEmail();
  const pending = signIn.isPending || forgot.isPending || resend.isPending;
  const notice = useOutcome(initialNotice);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const form = useSchemaForm(loginSchema, {
    defaultValues: { email: initialEmail, password: "" },
  });

  // The dashboard is entered by loading it, so the service worker (whose scope it is)
  // takes the page: that is what lets music play on when the connection drops.
  const enter = (target: string) => {
    const { pathname } = new URL(target, window.location.origin);
    const root = paths.dashboard.root;
    if (pathname === root || pathname.startsWith(`${root}/`)) window.location.replace(target);
    else void navigate(target, { replace: true });
  };

  const onSubmit = form.handleSubmit((credentials) => {
    notice.show(null);
    setUnverifiedEmail(null);
    signIn.mutate(credentials, {
      onSuccess: () => enter(redirectTo),
      onError: (error) => {
        if (reasonOf(error) === "EMAIL_NOT_VERIFIED") setUnverifiedEmail(credentials.email);
        notice.fail(error, authRefusal("login"));
      },
    });
  });

  function forgotPassword() {
    // The e-mail field's own rule, with this flow's words for an empty or a bad address.
    const parsed = emailSchema.safeParse(form.getValues("email"));
    if (!parsed.success) {
      const empty = parsed.error.issues[0]?.code === "too_small";
      notice.show({
        tone: "error",
        text: empty ? copy.forgot.emailRequired : copy.forgot.errors.invalidEmail,
      });
      return;
    }
    notice.show(null);
    forgot.mutate(parsed.data, notice.report(copy.forgot.success, authRefusal("forgot")));
  }

  function resendVerification() {
    if (!unverifiedEmail) return;
    resend.mutate(
      { email: unverifiedEmail, redirectTo },
      {
        ...notice.report(copy.login.verificationResent, authRefusal("login")),
        onSettled: () => setUnverifiedEmail(null),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
      <Alert outcome={notice.outcome} />
      {unverifiedEmail && (
        <Button variant="secondary" size="sm" onClick={resendVerification} disabled={pending}>
          {resend.isPending ? copy.login.resendingVerification : copy.login.resendVerification}
        </Button>
      )}
      <EmailField {...fieldProps(form, "email")} />
      <div>
        <PasswordField
          label={copy.fields.password}
          autoComplete="current-password"
          required
          {...fieldProps(form, "password")}
        />
        <div className="mt-2 text-right">
          <button
            type="button"
            onClick={forgotPassword}
            disabled={pending}
            className="text-sm font-medium text-brand-700 hover:underline disabled:opacity-60"
          >
            {forgot.isPending ? copy.forgot.sending : copy.login.forgotPassword}
          </button>
        </div>
      </div>
      <AuthFormEnd
        form="login"
        pending={signIn.isPending}
        disabled={pending}
        redirectTo={redirectTo}
      />
    </form>
  );
}
