import { useQuery } from "@tanstack/react-query";
import { teamCopy } from "~/shared/copy/team";
import { accountsCopy } from "~/shared/copy/accounts";
import { paths, withRedirectTo } from "~/shared/paths";
import { invitationRegisterFormSchema, type InvitationPreview } from "~/shared/team/schema";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { ButtonLink } from "~/web/components/ui/button-link";
import { Field } from "~/web/components/ui/field";
import { RowSkeletons } from "~/web/components/ui/row-skeletons";
import { outcomeOf } from "~/web/components/ui/use-outcome";
import { AuthCard } from "./auth-card";
import { NewPasswordFields } from "./new-password-fields";
import { ApiError } from "~/web/lib/api-client";
import { sessionQueryOptions } from "~/web/lib/session";
import { useSchemaForm } from "~/web/lib/use-schema-form";
import {
  invitationQueryOptions,
  useAcceptInvitation,
  useRegisterFromInvitation,
  useSignInAsInvited,
} from "./invitation-api";
import { fieldProps } from "~/web/lib/field-props";

const copy = teamCopy.accept;

/** The server's own words for a refusal, else the general "not valid". */
const refusal = (error: unknown) =>
  error instanceof ApiError && error.status < 500 ? error.message : copy.invalid;

/** A new account from the invitation: its e-mail is the invitation's; then signed in. */
function RegisterFromInvitation(props: { token: string; email: string; onDone: () => void }) {
  const register = useRegisterFromInvitation(props.token);
  const signIn = useSignInAsInvited();
  const form = useSchemaForm(invitationRegisterFormSchema, {
    defaultValues: { fullName: "", password: "", confirmPassword: "" },
  });
  const pending = register.isPending || signIn.isPending;
  const submit = form.handleSubmit(({ fullName, password }) =>
    register.mutate(
      { fullName, password },
      {
        onSuccess: () =>
          signIn.mutate({ email: props.email, password }, { onSuccess: props.onDone }),
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-5">
      <p className="text-sm text-slate-700">{copy.registerLead}</p>
      <Alert outcome={outcomeOf(register, { success: null, errors: refusal })} />
      <Alert outcome={outcomeOf(signIn, { success: null, errors: refusal })} />
      <Field label={accountsCopy.fields.email} type="email" value={props.email} readOnly />
      <Field label={copy.name} autoComplete="name" {...fieldProps(form, "fullName")} />
      <NewPasswordFields
        form={form}
        password="password"
        confirmation="confirmPassword"
        labels={{
          password: accountsCopy.fields.password,
          confirmation: accountsCopy.fields.confirmPassword,
        }}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? copy.registering : copy.register}
      </Button>
    </form>
  );
}

function AcceptSignedIn(props: { token: string; email: string; onDone: () => void }) {
  const accept = useAcceptInvitation(props.token);
  return (
    <div className="mt-6 space-y-4">
      <Alert outcome={outcomeOf(accept, { success: null, errors: refusal })} />
      <Button
        className="w-full"
        disabled={accept.isPending}
        onClick={() => accept.mutate(undefined, { onSuccess: props.onDone })}
      >
        {accept.isPending ? copy.accepting : copy.acceptAs(props.email)}
      </Button>
    </div>
  );
}

function Invitation(props: {
  token: string;
  invitation: InvitationPreview;
  signedInAs: string | null;
  onDone: () => void;
}) {
  const { invitation, signedInAs, token } = props;
  const here = paths.invitation(token);
  if (signedInAs && signedInAs !== invitation.email)
    return <Alert tone="error">{copy.wrongAccount(invitation.email)}</Alert>;
  if (signedInAs) return <AcceptSignedIn token={token} email={signedInAs} onDone={props.onDone} />;
  if (invitation.accountExists)
    return (
      <ButtonLink to={withRedirectTo(paths.login, here)} className="mt-6 w-full">
        {copy.signIn}
      </ButtonLink>
    );
  return (
    <>
      <RegisterFromInvitation token={token} email={invitation.email} onDone={props.onDone} />
      <p className="mt-4 text-center text-sm">
        <a
          href={withRedirectTo(paths.login, here)}
          className="font-medium text-brand-700 underline"
        >
          {copy.signIn}
        </a>
      </p>
    </>
  );
}

/**
 * /invitacion/:token, what an invitation's e-mail opens: who invites, as what, where;
 * then a new account (its e-mail is the invitation's) or, for an existing one, sign in
 * and accept. Once in, on to the dashboard — the person's own menu by their role.
 */
export function InvitationPage({ token, onDone }: { token: string; onDone: () => void }) {
  const invitation = useQuery(invitationQueryOptions(token));
  const session = useQuery(sessionQueryOptions());
  const preview = invitation.data;
  return (
    <AuthCard
      title={copy.title}
      lead={preview ? copy.lead(preview.ownerName, teamCopy.roles[preview.role]) : undefined}
    >
      {(invitation.isPending || session.isPending) && <RowSkeletons count={2} label={copy.title} />}
      {invitation.isError && (
        <Alert tone="error" className="mt-6">
          {refusal(invitation.error)}
        </Alert>
      )}
      {preview && !session.isPending && (
        <>
          <p className="mt-4 text-sm text-slate-700">
            <span className="font-medium">{copy.establishments}:</span>{" "}
            {preview.establishments.join(", ")}
          </p>
          <Invitation
            token={token}
            invitation={preview}
            signedInAs={session.data?.user.email ?? null}
            onDone={onDone}
          />
        </>
      )}
    </AuthCard>
  );
}
