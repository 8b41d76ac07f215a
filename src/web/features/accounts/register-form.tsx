import { accountsCopy as copy } from "~/shared/copy/accounts";
import { paths } from "~/shared/paths";
import { registerSchema } from "~/shared/schemas/accounts";
import { Alert } from "~/web/components/ui/alert";
import { Field } from "~/web/components/ui/field";
import { outcomeOf } from "~/web/components/ui/use-outcome";
import { useSchemaForm } from "~/web/lib/use-schema-form";
import { useSignUp } from "./api";
import { authErrorMessage } from "./auth-errors";
import { AuthFormEnd } from "./auth-form-end";
import { NewPasswordFields } from "./new-password-fields";

const empty = { fullName: "", email: "", password: "", confirmPassword: "" };

/** `redirectTo`: where signing in leads once the e-mail is verified (a plan chosen on /pricing). */
export function RegisterForm({ redirectTo }: { redirectTo: string }) {
  const signUp = useSignUp();
  const form = useSchemaForm(registerSchema, { defaultValues: empty });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((account) =>
    signUp.mutate({ ...account, redirectTo }, { onSuccess: () => form.reset(empty) }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
      <Alert
        outcome={outcomeOf(signUp, {
          success: copy.register.success,
          errors: (error) => authErrorMessage("register", error),
        })}
      />
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
      <AuthFormEnd
        pending={signUp.isPending}
        labels={{
          submit: copy.register.submit,
          submitting: copy.register.submitting,
          prompt: copy.register.toLogin,
          link: copy.register.toLoginLink,
        }}
        otherPage={paths.login}
        redirectTo={redirectTo}
      />
    </form>
  );
}
