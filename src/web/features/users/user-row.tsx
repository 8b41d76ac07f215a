import { ChevronDown } from "lucide-react";
import { Fragment, useState } from "react";
import { certificatesCopy } from "~/shared/copy/certificates";
import { teamCopy } from "~/shared/copy/team";
import { usersCopy as copy } from "~/shared/copy/users";
import { adminUpdateUserSchema } from "~/shared/users/schema";
import { CardLabel } from "~/web/components/table-frame";
import { Badge } from "~/web/components/ui/badge";
import { Button } from "~/web/components/ui/button";
import { inputClasses } from "~/web/components/ui/field";
import type { OutcomeReport } from "~/web/components/ui/use-outcome";
import { maxLengthOf } from "~/web/lib/schema-limits";
import { useSchemaForm } from "~/web/lib/use-schema-form";
import { accessLabel } from "./access-label";
import { organisationLabel } from "./organisation-label";
import { useSetComplimentary, useSetRole, useUpdateUser, type UserRowData } from "./api";
import { UserCertificatesPanel } from "./user-certificates-panel";
import { spanishDateFormat } from "~/web/lib/spanish-date-format";

const registered = spanishDateFormat({ day: "2-digit", month: "2-digit", year: "numeric" });

interface Props {
  user: UserRowData;
  isSelf: boolean;
  editing: boolean;
  onEdit: () => void;
  /** Leaves edit mode: cancelled, or saved. */
  onClose: () => void;
  report: OutcomeReport;
}

/** How an action on a user went; the server refuses (409) to take an admin's own role. */
const reportAs = (report: OutcomeReport, failure: string, then?: () => void) =>
  report(copy.saved, { CONFLICT: copy.ownRole, fallback: failure }, then);

// Below xl a user is a card — name and e-mail across, the details in two columns with
// their names shown, the actions at the bottom — so a phone never scrolls sideways.
// From xl on it is a row of the table under its column headers; there words wrap only
// between words (and e-mails at their dots), so the eight columns fit a 1280 px screen
// beside the menu without cutting words.
const row = "grid grid-cols-2 gap-x-4 gap-y-3 border-t border-slate-100 p-4 xl:table-row xl:p-0";
const cell = "min-w-0 wrap-anywhere xl:table-cell xl:p-3 xl:align-middle xl:wrap-break-word";
const across = "col-span-2";

/** An e-mail address that may wrap before its "@" and its dots, never inside a word. */
function BreakableEmail({ email }: { email: string }) {
  return email.split(/(?=[@.])/).map((part, index) => (
    <Fragment key={`${index}${part}`}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

export function UserRow({ user, isSelf, editing, onEdit, onClose, report }: Props) {
  const update = useUpdateUser();
  const role = useSetRole();
  const access = useSetComplimentary();
  const pending = update.isPending || role.isPending || access.isPending;
  const [expanded, setExpanded] = useState(false);
  const detailsId = `user-details-${user.id}`;
  const form = useSchemaForm(adminUpdateUserSchema, {
    values: { fullName: user.fullName, phone: user.phone ?? "", company: user.company ?? "" },
  });
  const { errors } = form.formState;
  const formId = `user-form-${user.id}`;
  const input = (name: keyof typeof adminUpdateUserSchema.shape, label: string) => (
    <>
      <input
        form={formId}
        aria-label={label}
        maxLength={maxLengthOf(adminUpdateUserSchema.shape[name])}
        aria-invalid={errors[name] ? true : undefined}
        className={`${inputClasses} py-1.5 text-sm xl:min-w-24`}
        {...form.register(name)}
      />
      {errors[name] && (
        <span className="mt-1 block text-xs text-red-600">{errors[name]?.message}</span>
      )}
    </>
  );

  return (
    <>
      <tr data-testid="user-row" data-email={user.email} className={row}>
        <td className={`${cell} ${across} font-medium text-slate-900`}>
          {editing ? input("fullName", copy.fields.fullName) : user.fullName}
        </td>
        <td className={`${cell} ${across}`}>
          <BreakableEmail email={user.email} />
          {!user.emailVerified && (
            <span className="mt-1 block">
              <Badge tone="warning">{copy.unverified}</Badge>
            </span>
          )}
        </td>
        <td className={cell}>
          <CardLabel>{copy.columns.phone}</CardLabel>
          {editing ? input("phone", copy.fields.phone) : (user.phone ?? "—")}
        </td>
        <td className={cell}>
          <CardLabel>{copy.columns.company}</CardLabel>
          {editing ? input("company", copy.fields.company) : (user.company ?? "—")}
        </td>
        <td className={`${cell} ${across}`}>
          <CardLabel>{copy.columns.subscription}</CardLabel>
          <Badge tone={user.access.active ? "success" : "neutral"} wrap>
            {accessLabel(user.access)}
          </Badge>
          {/* A team's member plays under the owner's access: the team says why. */}
          {user.organisation && (
            <span className="mt-1 block text-xs text-slate-600">
              <span className="sr-only">{teamCopy.organisation.label}: </span>
              {organisationLabel(user.organisation)}
            </span>
          )}
        </td>
        <td className={cell}>
          <CardLabel>{copy.columns.role}</CardLabel>
          <Badge tone={user.role === "admin" ? "brand" : "neutral"}>{copy.roles[user.role]}</Badge>
        </td>
        <td className={`${cell} xl:whitespace-nowrap`}>
          <CardLabel>{copy.columns.registered}</CardLabel>
          {registered().format(new Date(user.createdAt))}
        </td>
        <td className={`${cell} ${across}`}>
          {editing ? (
            <form
              id={formId}
              onSubmit={form.handleSubmit(({ fullName, phone, company }) =>
                update.mutate(
                  { id: user.id, fullName, phone: phone ?? "", company: company ?? "" },
                  reportAs(report, copy.errors.save, onClose),
                ),
              )}
              noValidate
              className="flex flex-wrap gap-2"
            >
              <Button type="submit" size="sm" disabled={pending}>
                {copy.save}
              </Button>
              <Button variant="secondary" size="sm" onClick={onClose} disabled={pending}>
                {copy.cancel}
              </Button>
            </form>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={onEdit} disabled={pending}>
                {copy.edit}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  role.mutate(
                    { id: user.id, role: user.role === "admin" ? "user" : "admin" },
                    reportAs(report, copy.errors.role),
                  )
                }
                disabled={pending || (isSelf && user.role === "admin")}
                title={isSelf && user.role === "admin" ? copy.ownRole : undefined}
              >
                {user.role === "admin" ? copy.makeUser : copy.makeAdmin}
              </Button>
              <Button
                variant={user.access.complimentary ? "secondary" : "primary"}
                size="sm"
                onClick={() =>
                  access.mutate(
                    { id: user.id, active: !user.access.complimentary },
                    reportAs(report, copy.errors.access),
                  )
                }
                disabled={pending}
              >
                {user.access.complimentary ? copy.revokeAccess : copy.grantAccess}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-expanded={expanded}
                aria-controls={expanded ? detailsId : undefined}
                aria-label={certificatesCopy.admin.toggleFor(user.fullName)}
                onClick={() => setExpanded(!expanded)}
              >
                {certificatesCopy.admin.toggle}
                <ChevronDown
                  className={`size-4 transition-transform ${expanded ? "rotate-180" : ""}`}
                  aria-hidden
                />
              </Button>
            </div>
          )}
        </td>
      </tr>
      {expanded && (
        <tr id={detailsId} className="block border-t border-slate-100 bg-slate-50 xl:table-row">
          <td colSpan={8} className="block p-4 xl:table-cell xl:px-6">
            <UserCertificatesPanel userId={user.id} />
          </td>
        </tr>
      )}
    </>
  );
}
