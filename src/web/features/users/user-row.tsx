import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { usersCopy as copy } from "~/shared/copy/users";
import { adminUpdateUserSchema } from "~/shared/schemas/users";
import { Badge } from "~/web/components/ui/badge";
import { Button } from "~/web/components/ui/button";
import { inputClasses } from "~/web/components/ui/field";
import { accessLabel } from "./access-label";
import type { UserRowData } from "./api";

const registered = new Intl.DateTimeFormat("es-ES", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

interface Props {
  user: UserRowData;
  isSelf: boolean;
  editing: boolean;
  busy: boolean;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (values: z.output<typeof adminUpdateUserSchema>) => Promise<void>;
  onToggleRole: () => void;
  onToggleAccess: () => void;
}

const cell = "px-4 py-3 align-middle";

export function UserRow({
  user,
  isSelf,
  editing,
  busy,
  onEdit,
  onCancel,
  onSave,
  onToggleRole,
  onToggleAccess,
}: Props) {
  const form = useForm<
    z.input<typeof adminUpdateUserSchema>,
    unknown,
    z.output<typeof adminUpdateUserSchema>
  >({
    resolver: zodResolver(adminUpdateUserSchema),
    values: { fullName: user.fullName, phone: user.phone ?? "", company: user.company ?? "" },
  });
  const { errors } = form.formState;
  const formId = `user-form-${user.id}`;
  const input = (name: "fullName" | "phone" | "company", label: string) => (
    <>
      <input
        form={formId}
        aria-label={label}
        aria-invalid={errors[name] ? true : undefined}
        className={`${inputClasses} min-w-32 py-1.5 text-sm`}
        {...form.register(name)}
      />
      {errors[name] && (
        <span className="mt-1 block text-xs text-red-600">{errors[name]?.message}</span>
      )}
    </>
  );

  return (
    <tr data-testid="user-row" data-email={user.email} className="border-t border-slate-100">
      <td className={`${cell} font-medium text-slate-900`}>
        {editing ? input("fullName", copy.fields.fullName) : user.fullName}
      </td>
      <td className={cell}>
        <span className="whitespace-nowrap">{user.email}</span>
        {!user.emailVerified && (
          <span className="mt-1 block">
            <Badge tone="warning">{copy.unverified}</Badge>
          </span>
        )}
      </td>
      <td className={cell}>{editing ? input("phone", copy.fields.phone) : (user.phone ?? "—")}</td>
      <td className={cell}>
        {editing ? input("company", copy.fields.company) : (user.company ?? "—")}
      </td>
      <td className={cell}>
        <Badge tone={user.access.active ? "success" : "neutral"}>{accessLabel(user.access)}</Badge>
      </td>
      <td className={cell}>
        <Badge tone={user.role === "admin" ? "brand" : "neutral"}>{copy.roles[user.role]}</Badge>
      </td>
      <td className={`${cell} whitespace-nowrap`}>{registered.format(new Date(user.createdAt))}</td>
      <td className={cell}>
        {editing ? (
          <form id={formId} onSubmit={form.handleSubmit(onSave)} noValidate className="flex gap-2">
            <Button type="submit" size="sm" disabled={busy}>
              {copy.save}
            </Button>
            <Button variant="secondary" size="sm" onClick={onCancel} disabled={busy}>
              {copy.cancel}
            </Button>
          </form>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={onEdit} disabled={busy}>
              {copy.edit}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={onToggleRole}
              disabled={busy || (isSelf && user.role === "admin")}
              title={isSelf && user.role === "admin" ? copy.ownRole : undefined}
            >
              {user.role === "admin" ? copy.makeUser : copy.makeAdmin}
            </Button>
            <Button
              variant={user.access.complimentary ? "secondary" : "primary"}
              size="sm"
              onClick={onToggleAccess}
              disabled={busy}
            >
              {user.access.complimentary ? copy.revokeAccess : copy.grantAccess}
            </Button>
          </div>
        )}
      </td>
    </tr>
  );
}
