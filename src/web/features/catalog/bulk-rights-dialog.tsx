import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import {
  bulkRightsSchema,
  COLLECTING_SOCIETIES,
  type BulkRightsChanges,
  type CollectingSociety,
  type RequiredRight,
} from "~/shared/catalog/song-rights";
import { songRightsCopy } from "~/shared/copy/song-rights";
import { Alert, type Outcome } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { CheckboxWithHint } from "~/web/components/ui/checkbox-with-hint";
import { bulkRightsSummary } from "./bulk-rights-summary";
import { bulkRightsRefusal, contractChoicesQueryOptions, useBulkEditRights } from "./rights-api";
import {
  AuthorsField,
  authorLines,
  ContractField,
  NameField,
  RightsModal,
  SocietiesField,
} from "./rights-fields";

const copy = songRightsCopy.bulk;

/**
 * "Editar derechos" for the songs ticked in the table: what they should share. A field
 * left blank is left alone on each song; closed with the summary of what changed.
 */
export function BulkRightsDialog(props: {
  songIds: readonly string[];
  onClose: (outcome?: Outcome) => void;
}) {
  const { data: contracts } = useQuery(contractChoicesQueryOptions());
  return (
    <RightsModal
      title={copy.title(props.songIds.length)}
      description={copy.description}
      onClose={() => props.onClose()}
    >
      {contracts ? (
        <BulkRightsForm
          songIds={props.songIds}
          contracts={contracts.items}
          onClose={props.onClose}
        />
      ) : null}
    </RightsModal>
  );
}

function BulkRightsForm(props: {
  songIds: readonly string[];
  contracts: { id: string; reference: string; licensor: string }[];
  onClose: (outcome?: Outcome) => void;
}) {
  const [authors, setAuthors] = useState("");
  const [performer, setPerformer] = useState("");
  const [masterOwner, setMasterOwner] = useState("");
  const [contractId, setContractId] = useState("");
  const [changeSocieties, setChangeSocieties] = useState(false);
  const [managedBy, setManagedBy] = useState(new Set<CollectingSociety>());
  const [publish, setPublish] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<RequiredRight, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useBulkEditRights();

  /** Only what the admin filled in or ticked: the rest stays as each song has it. */
  function changes(): BulkRightsChanges {
    const lines = authorLines(authors);
    return {
      ...(lines.length ? { authors: lines } : {}),
      ...(performer.trim() ? { performer } : {}),
      ...(masterOwner.trim() ? { masterOwner } : {}),
      ...(contractId ? { contractId } : {}),
      ...(changeSocieties
        ? { managedBy: COLLECTING_SOCIETIES.filter((society) => managedBy.has(society)) }
        : {}),
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const result = bulkRightsSchema.safeParse({
      ids: props.songIds,
      changes: changes(),
      publish,
    });
    if (!result.success) {
      const found: Partial<Record<RequiredRight, string>> = {};
      for (const issue of result.error.issues) {
        const [where, field] = issue.path;
        if (where === "changes" && typeof field === "string")
          found[field as RequiredRight] ??= issue.message;
        else setFailure(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const answer = await save.mutateAsync(result.data);
      props.onClose({ tone: "success", text: bulkRightsSummary(answer) });
    } catch (error) {
      setFailure(bulkRightsRefusal(error));
    }
  }

  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-4">
      {failure && <Alert tone="error">{failure}</Alert>}
      <ContractField
        value={contractId}
        onChange={setContractId}
        contracts={props.contracts}
        none={copy.unchanged}
        error={errors.contractId}
      />
      <NameField
        name="performer"
        value={performer}
        onChange={setPerformer}
        hint={copy.blankKeeps}
        error={errors.performer}
      />
      <NameField
        name="masterOwner"
        value={masterOwner}
        onChange={setMasterOwner}
        hint={copy.blankKeeps}
        error={errors.masterOwner}
      />
      <AuthorsField
        value={authors}
        onChange={setAuthors}
        hint={copy.authorsHint}
        error={errors.authors}
      />
      <div className="space-y-3">
        <CheckboxWithHint
          label={copy.changeManagedBy}
          hint={copy.changeManagedByHint}
          checked={changeSocieties}
          onChange={(event) => setChangeSocieties(event.target.checked)}
        />
        <SocietiesField value={managedBy} onChange={setManagedBy} disabled={!changeSocieties} />
      </div>
      <CheckboxWithHint
        label={copy.publish}
        hint={copy.publishHint}
        checked={publish}
        onChange={(event) => setPublish(event.target.checked)}
      />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={() => props.onClose()} disabled={save.isPending}>
          {copy.cancel}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? copy.saving : copy.save}
        </Button>
      </div>
    </form>
  );
}
