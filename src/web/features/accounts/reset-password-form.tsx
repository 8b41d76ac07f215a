import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import { accountsCopy as copy } from "~/shared/copy/accounts";
import { paths } from "~/shared/paths";
import { resetPasswordSchema } from "~/shared/schemas/accounts";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { authClient } from "~/web/lib/auth-client";
import { authErrorMessage } from "./auth-errors";
import { NewPasswordFields } from "./new-password-fields";

export function ResetPasswordForm({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(token ? null : copy.reset.invalidLink);
  const form = useForm<
    z.input<typeof resetPasswordSchema>,
    unknown,
    z.output<typeof resetPasswordSchema>
  >({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    setError(null);
    const result = await authClient().resetPassword({ newPassword: password, token });
    if (result.error) {
      setError(authErrorMessage("reset", result.error));
      return;
    }
    navigate(`${paths.login}?reset=1`, { replace: true });
  });

  if (!token) {
    return (
      <div className="mt-6 space-y-5">
        <Alert tone="error">{copy.reset.invalidLink}</Alert>
        <Link
          to={paths.login}
          className="inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          {copy.reset.backToLogin}
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
      {error && <Alert tone="error">{error}</Alert>}
      <NewPasswordFields
        form={form}
        password="password"
        confirmation="confirmPassword"
        labels={{ password: copy.reset.newPassword, confirmation: copy.reset.confirmPassword }}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? copy.reset.submitting : copy.reset.submit}
      </Button>
      <p className="text-center text-sm">
        <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
          {copy.reset.backToLogin}
        </Link>
      </p>
    </form>
  );
}
