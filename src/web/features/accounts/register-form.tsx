import { accountsCopy as copy } from "~/shared/copy/accounts";
import { campaignsCopy } from "~/shared/copy/campaigns";
import { registerSchema } from "~/shared/accounts/schema";
import { Alert } from "~/web/components/ui/alert";
import { CheckboxWithHint } from "~/web/components/ui/checkbox-with-hint";
import { Field } from "~/web/components/ui/field";
import { outcomeOf } from "~/web/components/ui/use-outcome";
import { useSchemaForm } from "~/web/lib/use-schema-form";
import { useSignUp } from "./api";
import { authRefusal } from "./auth-errors";
import { AuthFormEnd } from "./auth-form-end";
import { EmailField } from "./email-field";
import { NewPasswordFields } from "./new-password-fields";
import { VerificationSent } from "./verification-sent";
import { fieldProps } from "~/web/lib/field-props";

const consentCopy = campaignsCopy.consent;

// The consent box starts unticked: consent to campaign e-mails must be given, not assumed.
const empty = {
  fullName: "",
  email: "",
  password: "",
  confirmPassword: "",
  campaignsConsent: false,
};

/** `redirectTo`: where signing in leads once the e-mail is verified (a plan chosen on /pricing). */
export function RegisterForm({ redirectTo }: { redirectTo: string }) {
  const signUp = useSignUp();
  const form = useSchemaForm(registerSchema, { defaultValues: empty });

  if (signUp.isSuccess) {
    return (
      <VerificationSent
        email={signUp.variables.email}
        redirectTo={redirectTo}
        // Back to the form as it was filled in, to correct the address.
        onOtherEmail={() => signUp.reset()}
      />
    );
  }

  const onSubmit = form.handleSubmit((account) => signUp.mutate({ ...account, redirectTo }));

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
      <Alert outcome={outcomeOf(signUp, { success: null, errors: authRefusal("register") })} />
      <Field
        label={copy.fields.fullName}
        autoComplete="name"
        placeholder={copy.placeholders.fullName}
        required
        {...fieldProps(form, "fullName")}
      />
      <EmailField {...fieldProps(form, "email")} />
      <NewPasswordFields
        form={form}
        password="password"
        confirmation="confirmPassword"
        labels={{ password: copy.fields.password, confirmation: copy.fields.confirmPassword }}
      />
      <div>
        <CheckboxWithHint
          label={consentCopy.label}
          hint={consentCopy.registerHint}
          hintClassName="mt-1"
          {...form.register("campaignsConsent")}
        />
      </div>
      <AuthFormEnd form="register" pending={signUp.isPending} redirectTo={redirectTo} />
    </form>
  );
}
