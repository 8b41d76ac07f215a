import { useState } from "react";
import { publicApiCopy } from "~/shared/copy/public-api";
import { apiScopes, type ApiScope } from "~/shared/public-api/scopes";
import { Field } from "~/web/components/ui/field";
import { useCreateApiToken } from "./api";
import { ChoiceList } from "./choice-list";
import { SecretFormDialog } from "./secret-form-dialog";

const copy = publicApiCopy.tokens;

/** The end of the chosen day in Spain (its winter offset: at most an hour late in summer). */
const endOfDay = (date: string) => (date ? new Date(`${date}T23:59:59+01:00`).toISOString() : null);

/** "Crear token": a name, the scopes, an optional last day; then the secret, shown once. */
export function TokenDialog(props: { open: boolean; onClose: () => void }) {
  const create = useCreateApiToken();
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const [expires, setExpires] = useState("");
  const close = () => {
    setName("");
    setScopes([]);
    setExpires("");
    props.onClose();
  };
  return (
    <SecretFormDialog
      open={props.open}
      copy={copy}
      mutation={create}
      shown={(made) => ({ label: made.token.name, secret: made.secret })}
      fields={["name", "scopes", "expiresAt"] as const}
      onSubmit={() => create.mutate({ name, scopes, expiresAt: endOfDay(expires) })}
      onClose={close}
    >
      {(issueOf) => (
        <>
          <Field
            label={copy.name}
            hint={copy.nameHint}
            error={issueOf("name")}
            maxLength={80}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <ChoiceList
            legend={copy.scopes}
            choices={apiScopes}
            labels={publicApiCopy.scopes}
            chosen={scopes}
            onChange={setScopes}
            error={issueOf("scopes")}
          />
          <Field
            label={copy.expiresAt}
            type="date"
            error={issueOf("expiresAt")}
            value={expires}
            onChange={(event) => setExpires(event.target.value)}
          />
        </>
      )}
    </SecretFormDialog>
  );
}
