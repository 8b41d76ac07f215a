import { profileCopy } from "~/shared/copy/profile";
import { changePasswordSchema } from "~/shared/accounts/profile-schema";
import { useSchemaForm } from "~/web/lib/use-schema-form";
import { useChangePassword } from "./api";
import { authRefusal } from "./auth-errors";
import { NewPasswordFields } from "./new-password-fields";
import { PasswordField } from "./password-field";
import { ProfileSection } from "./profile-section";
import { useEditableSection } from "./use-editable-section";
import { fieldProps } from "~/web/lib/field-props";

const copy = profileCopy.password;
const empty = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function PasswordSection() {
  const form = useSchemaForm(changePasswordSchema, { defaultValues: empty });
  const section = useEditableSection(
    useChangePassword(),
    form,
    copy,
    authRefusal("changePassword"),
  );

  return (
    <ProfileSection
      title={copy.heading}
      section={section}
      fields={() => (
        <>
          <PasswordField
            label={copy.current}
            autoComplete="current-password"
            {...fieldProps(form, "currentPassword")}
          />
          <NewPasswordFields
            form={form}
            password="newPassword"
            confirmation="confirmPassword"
            labels={{ password: copy.new, confirmation: copy.confirm }}
          />
        </>
      )}
      view={
        <div className="space-y-1">
          <p className="font-mono text-slate-900" aria-hidden>
            {copy.masked}
          </p>
          <p className="text-sm text-slate-500">{copy.hint}</p>
        </div>
      }
    />
  );
}
