import { Link, useNavigate } from "react-router";
import { accountsCopy as copy } from "~/shared/copy/accounts";
import { paths } from "~/shared/paths";
import { resetPasswordSchema } from "~/shared/accounts/schema";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { outcomeOf } from "~/web/components/ui/use-outcome";
import { useSchemaForm } from "~/web/lib/use-schema-form";
import { useResetPassword } from "./api";
import { authRefusal } from "./auth-errors";
import { NewPasswordFields } from "./new-password-fields";

export function ResetPasswordForm({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useSchemaForm(resetPasswordSchema, {
    defaultValues: { password: "", confirmPassword: "" },
  });

  const onSubmit = form.handleSubmit(({ password }) => {
    if (!token) return;
    reset.mutate(
      { newPassword: password, token },
      { onSuccess: () => navigate(`${paths.login}?reset=1`, { replace: true }) },
    );
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
      <Alert outcome={outcomeOf(reset, { success: null, errors: authRefusal("reset") })} />
      <NewPasswordFields
        form={form}
        password="password"
        confirmation="confirmPassword"
        labels={{ password: copy.reset.newPassword, confirmation: copy.reset.confirmPassword }}
      />
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? copy.reset.submitting : copy.reset.submit}
      </Button>
      <p className="text-center text-sm">
        <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
          {copy.reset.backToLogin}
        </Link>
      </p>
    </form>
  );
}
