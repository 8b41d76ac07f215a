import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { profileCopy } from "~/shared/copy/profile";
import { updateProfileSchema } from "~/shared/schemas/profile";
import { Field } from "~/web/components/ui/field";
import { sessionQueryOptions, type Me } from "~/web/lib/session";
import { updateProfile } from "./profile-api";
import { FormActions, ProfileSection, ReadOnlyValue, type Notice } from "./profile-section";

const copy = profileCopy.personal;

export function PersonalInfoSection({ user }: { user: Me["user"] }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const form = useForm<
    z.input<typeof updateProfileSchema>,
    unknown,
    z.output<typeof updateProfileSchema>
  >({
    resolver: zodResolver(updateProfileSchema),
    values: { fullName: user.fullName },
  });

  const cancel = () => {
    form.reset({ fullName: user.fullName });
    setEditing(false);
  };
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const me = await updateProfile(values);
      queryClient.setQueryData(sessionQueryOptions().queryKey, me);
      setNotice({ tone: "success", text: copy.success });
      setEditing(false);
    } catch {
      setNotice({ tone: "error", text: copy.error });
    }
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
          <Field
            label={copy.fullName}
            autoComplete="name"
            error={form.formState.errors.fullName?.message}
            {...form.register("fullName")}
          />
          <Field label={copy.email} value={user.email} readOnly disabled hint={copy.emailHint} />
          <FormActions saving={form.formState.isSubmitting} onCancel={cancel} />
        </form>
      ) : (
        <dl className="grid gap-4 sm:grid-cols-2">
          <ReadOnlyValue label={copy.fullName} value={user.fullName} />
          <ReadOnlyValue label={copy.email} value={user.email} />
        </dl>
      )}
    </ProfileSection>
  );
}
