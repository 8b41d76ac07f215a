import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import { accountsCopy as copy } from "~/shared/copy/accounts";
import { paths } from "~/shared/paths";
import { emailSchema, loginSchema } from "~/shared/schemas/accounts";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { Field } from "~/web/components/ui/field";
import { authClient } from "~/web/lib/auth-client";
import { authPageLeadingTo, verificationCallback } from "./after-sign-in";
import { authErrorMessage } from "./auth-errors";
import { PasswordField } from "./password-field";

type Notice = { tone: "success" | "error"; text: string };

/** Where /login was sent from: a verification link, a finished reset. */
export function noticeFromSearch(search: URLSearchParams): Notice | null {
  if (search.get("error")) return { tone: "error", text: copy.login.verificationFailed };
  if (search.get("verified")) return { tone: "success", text: copy.login.verified };
  if (search.get("reset")) return { tone: "success", text: copy.login.passwordReset };
  return null;
}

export function LoginForm({
  redirectTo,
  initialNotice,
}: {
  redirectTo: string;
  initialNotice: Notice | null;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice | null>(initialNotice);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [busy, setBusy] = useState<"login" | "forgot" | "resend" | null>(null);
  const form = useForm<z.input<typeof loginSchema>, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setBusy("login");
    setNotice(null);
    setUnverifiedEmail(null);
    const { error } = await authClient().signIn.email({ email, password });
    setBusy(null);
    if (error) {
      if (error.code === "EMAIL_NOT_VERIFIED") setUnverifiedEmail(email);
      setNotice({ tone: "error", text: authErrorMessage("login", error) });
      return;
    }
    await queryClient.invalidateQueries();
    navigate(redirectTo, { replace: true });
  });

  async function forgotPassword() {
    const parsed = emailSchema.safeParse(form.getValues("email"));
    if (!form.getValues("email").trim()) {
      setNotice({ tone: "error", text: copy.forgot.emailRequired });
      return;
    }
    if (!parsed.success) {
      setNotice({ tone: "error", text: copy.forgot.errors.invalidEmail });
      return;
    }
    setBusy("forgot");
    setNotice(null);
    const { error } = await authClient().requestPasswordReset({
      email: parsed.data,
      redirectTo: paths.resetPassword,
    });
    setBusy(null);
    setNotice(
      error
        ? { tone: "error", text: authErrorMessage("forgot", error) }
        : { tone: "success", text: copy.forgot.success },
    );
  }

  async function resendVerification() {
    if (!unverifiedEmail) return;
    setBusy("resend");
    const { error } = await authClient().sendVerificationEmail({
      email: unverifiedEmail,
      callbackURL: verificationCallback(redirectTo),
    });
    setBusy(null);
    setUnverifiedEmail(null);
    setNotice(
      error
        ? { tone: "error", text: authErrorMessage("login", error) }
        : { tone: "success", text: copy.login.verificationResent },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {unverifiedEmail && (
        <Button variant="secondary" size="sm" onClick={resendVerification} disabled={busy !== null}>
          {busy === "resend" ? copy.login.resendingVerification : copy.login.resendVerification}
        </Button>
      )}
      <Field
        label={copy.fields.email}
        type="email"
        autoComplete="email"
        placeholder={copy.placeholders.email}
        required
        error={errors.email?.message}
        {...form.register("email")}
      />
      <div>
        <PasswordField
          label={copy.fields.password}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register("password")}
        />
        <div className="mt-2 text-right">
          <button
            type="button"
            onClick={forgotPassword}
            disabled={busy !== null}
            className="text-sm font-medium text-brand-700 hover:underline disabled:opacity-60"
          >
            {busy === "forgot" ? copy.forgot.sending : copy.login.forgotPassword}
          </button>
        </div>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy !== null}>
        {busy === "login" ? copy.login.submitting : copy.login.submit}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {copy.login.toRegister}{" "}
        <Link
          to={authPageLeadingTo(paths.register, redirectTo)}
          className="font-semibold text-brand-700 hover:underline"
        >
          {copy.login.toRegisterLink}
        </Link>
      </p>
    </form>
  );
}
