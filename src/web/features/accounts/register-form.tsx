import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { accountsCopy as copy } from "~/shared/copy/accounts";
import { paths } from "~/shared/paths";
import { registerSchema } from "~/shared/schemas/accounts";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { Field } from "~/web/components/ui/field";
import { authClient } from "~/web/lib/auth-client";
import { authPageLeadingTo, verificationCallback } from "./after-sign-in";
import { authErrorMessage } from "./auth-errors";
import { NewPasswordFields } from "./new-password-fields";

const empty = { fullName: "", email: "", password: "", confirmPassword: "" };

/** `redirectTo`: where signing in leads once the e-mail is verified (a plan chosen on /pricing). */
export function RegisterForm({ redirectTo }: { redirectTo: string }) {
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const form = useForm<z.input<typeof registerSchema>, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ fullName, email, password: secret }) => {
    setNotice(null);
    const { error } = await authClient().signUp.email({
      name: fullName,
      email,
      password: secret,
      callbackURL: verificationCallback(redirectTo),
    });
    if (error) {
      setNotice({ tone: "error", text: authErrorMessage("register", error) });
      return;
    }
    form.reset(empty);
    setNotice({ tone: "success", text: copy.register.success });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <Field
        label={copy.fields.fullName}
        autoComplete="name"
        placeholder={copy.placeholders.fullName}
        required
        error={errors.fullName?.message}
        {...form.register("fullName")}
      />
      <Field
        label={copy.fields.email}
        type="email"
        autoComplete="email"
        placeholder={copy.placeholders.email}
        required
        error={errors.email?.message}
        {...form.register("email")}
      />
      <NewPasswordFields
        form={form}
        password="password"
        confirmation="confirmPassword"
        labels={{ password: copy.fields.password, confirmation: copy.fields.confirmPassword }}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? copy.register.submitting : copy.register.submit}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {copy.register.toLogin}{" "}
        <Link
          to={authPageLeadingTo(paths.login, redirectTo)}
          className="font-semibold text-brand-700 hover:underline"
        >
          {copy.register.toLoginLink}
        </Link>
      </p>
    </form>
  );
}
