import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { profileCopy } from "~/shared/copy/profile";
import { updateProfileSchema } from "~/shared/schemas/profile";
import { Field } from "~/web/components/ui/field";
import { sessionQueryOptions, type Me } from "~/web/lib/session";
import { updateProfile } from "./profile-api";
import { FormActions, ProfileSection, ReadOnlyValue } from "./profile-section";
import { useEditableSection } from "./use-editable-section";

const copy = profileCopy.personal;

export function PersonalInfoSection({ user }: { user: Me["user"] }) {
  const queryClient = useQueryClient();
  const form = useForm<
    z.input<typeof updateProfileSchema>,
    unknown,
    z.output<typeof updateProfileSchema>
  >({
    resolver: zodResolver(updateProfileSchema),
    values: { fullName: user.fullName },
  });
  const section = useEditableSection({ reset: () => form.reset(), successText: copy.success });

  const onSubmit = form.handleSubmit((values) =>
    section.save(async () => {
      try {
        queryClient.setQueryData(sessionQueryOptions().queryKey, await updateProfile(values));
        return null;
      } catch {
        return copy.error;
      }
    }),
  );

  return (
    <ProfileSection title={copy.heading} section={section}>
      {section.editing ? (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <Field
            label={copy.fullName}
            autoComplete="name"
            error={form.formState.errors.fullName?.message}
            {...form.register("fullName")}
          />
          <Field label={copy.email} value={user.email} readOnly disabled hint={copy.emailHint} />
          <FormActions saving={form.formState.isSubmitting} onCancel={section.cancel} />
        </form>
      ) : (
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <ReadOnlyValue label={copy.fullName} value={user.fullName} />
          <ReadOnlyValue label={copy.email} value={user.email} />
        </dl>
      )}
    </ProfileSection>
  );
}
