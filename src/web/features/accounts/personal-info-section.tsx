import { profileCopy } from "~/shared/copy/profile";
import { updateProfileSchema } from "~/shared/accounts/profile-schema";
import { Field } from "~/web/components/ui/field";
import type { Me } from "~/web/lib/session";
import { maxLengthOf } from "~/web/lib/schema-limits";
import { useSchemaForm } from "~/web/lib/use-schema-form";
import { useUpdateProfile } from "./api";
import { ProfileSection, ReadOnlyValue } from "./profile-section";
import { useEditableSection } from "./use-editable-section";
import { fieldProps } from "~/web/lib/field-props";

const copy = profileCopy.personal;

export function PersonalInfoSection({ user }: { user: Me["user"] }) {
  const form = useSchemaForm(updateProfileSchema, { values: { fullName: user.fullName } });
  const section = useEditableSection(useUpdateProfile(), form, copy);

  return (
    <ProfileSection
      title={copy.heading}
      section={section}
      fields={() => (
        <>
          <Field
            label={copy.fullName}
            autoComplete="name"
            maxLength={maxLengthOf(updateProfileSchema.shape.fullName)}
            {...fieldProps(form, "fullName")}
          />
          <Field label={copy.email} value={user.email} readOnly disabled hint={copy.emailHint} />
        </>
      )}
      view={
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <ReadOnlyValue label={copy.fullName} value={user.fullName} />
          <ReadOnlyValue label={copy.email} value={user.email} />
        </dl>
      }
    />
  );
}
