import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { profileCopy } from "~/shared/copy/profile";
import { changePasswordSchema } from "~/shared/schemas/profile";
import { authClient } from "~/web/lib/auth-client";
import { authErrorMessage } from "./auth-errors";
import { NewPasswordFields } from "./new-password-fields";
import { PasswordField } from "./password-field";
import { FormActions, ProfileSection } from "./profile-section";
import { useEditableSection } from "./use-editable-section";

const copy = profileCopy.password;
const empty = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function PasswordSection() {
  const form = useForm<
    z.input<typeof changePasswordSchema>,
    unknown,
    z.output<typeof changePasswordSchema>
  >({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: empty,
  });
  const section = useEditableSection({ reset: () => form.reset(empty), successText: copy.success });

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    section.save(async () => {
      // The server verifies the current password first; the other sessions end.
      const { error } = await authClient().changePassword({
        currentPassword,
        newPassword,
        revokeOtherSessions: true,
      });
      return error ? authErrorMessage("changePassword", error) : null;
    }),
  );

  return (
    <ProfileSection title={copy.heading} section={section}>
      {section.editing ? (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <PasswordField
            label={copy.current}
            autoComplete="current-password"
            error={form.formState.errors.currentPassword?.message}
            {...form.register("currentPassword")}
          />
          <NewPasswordFields
            form={form}
            password="newPassword"
            confirmation="confirmPassword"
            labels={{ password: copy.new, confirmation: copy.confirm }}
          />
          <FormActions saving={form.formState.isSubmitting} onCancel={section.cancel} />
        </form>
      ) : (
        <div className="space-y-1">
          <p className="font-mono text-slate-900" aria-hidden>
            {copy.masked}
          </p>
          <p className="text-sm text-slate-500">{copy.hint}</p>
        </div>
      )}
    </ProfileSection>
  );
}
