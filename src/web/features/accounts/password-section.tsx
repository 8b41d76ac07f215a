import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { profileCopy } from "~/shared/copy/profile";
import { changePasswordSchema } from "~/shared/schemas/profile";
import { authErrorMessage } from "./auth-errors";
import { PasswordChecklist } from "./password-checklist";
import { PasswordField } from "./password-field";
import { authClient } from "~/web/lib/auth-client";
import { FormActions, ProfileSection, type Notice } from "./profile-section";

const copy = profileCopy.password;
const empty = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function PasswordSection() {
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const form = useForm<
    z.input<typeof changePasswordSchema>,
    unknown,
    z.output<typeof changePasswordSchema>
  >({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: "newPassword" });

  const cancel = () => {
    form.reset(empty);
    setEditing(false);
  };
  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    // The current password is verified first, by the server; other sessions end.
    const { error } = await authClient().changePassword({
      currentPassword,
      newPassword,
      revokeOtherSessions: true,
    });
    if (error) {
      setNotice({ tone: "error", text: authErrorMessage("changePassword", error) });
      return;
    }
    form.reset(empty);
    setEditing(false);
    setNotice({ tone: "success", text: copy.success });
  });

  return (
    <ProfileSection
      title={copy.heading}
      editing={editing}
      onEdit={() => (setNotice(null), setEditing(true))}
      notice={notice}
    >
      {editing ? (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <PasswordField
            label={copy.current}
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register("currentPassword")}
          />
          <PasswordField
            label={copy.new}
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...form.register("newPassword")}
          />
          <PasswordChecklist password={newPassword} />
          <PasswordField
            label={copy.confirm}
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register("confirmPassword")}
          />
          <FormActions saving={form.formState.isSubmitting} onCancel={cancel} />
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
