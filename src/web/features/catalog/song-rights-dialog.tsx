import { useQuery } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import {
  COLLECTING_SOCIETIES,
  songRightsSchema,
  type CollectingSociety,
  type SongRightsInput,
} from "~/shared/catalog/song-rights";
import { songRightsCopy } from "~/shared/copy/song-rights";
import { Alert, type Outcome } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { Field, inputClasses } from "~/web/components/ui/field";
import { FieldFrame, fieldAria } from "~/web/components/ui/field-frame";
import { centredPanel, Modal } from "~/web/components/ui/modal";
import { SelectField } from "~/web/components/ui/select-field";
import {
  contractChoicesQueryOptions,
  songRightsQueryOptions,
  usePublishSong,
  useSaveSongRights,
  rightsRefusal,
  useWithdrawSong,
} from "./rights-api";

const copy = songRightsCopy.dialog;
type FieldName = "authors" | "performer" | "masterOwner" | "contractId";

/**
 * "Derechos": a song's rights, saved, and the song published or withdrawn from the same
 * place. Drawn only for the song being edited (`key` it by the song).
 */
export function SongRightsDialog(props: {
  song: { id: string; title: string };
  onClose: (outcome?: Outcome) => void;
}) {
  const { data: current } = useQuery(songRightsQueryOptions(props.song.id));
  const { data: contracts } = useQuery(contractChoicesQueryOptions());
  return (
    <Modal
      open
      onClose={() => props.onClose()}
      keepOnOutsideClick
      title={copy.title(props.song.title)}
      description={copy.description}
      className={`${centredPanel("max-w-lg")} max-h-[calc(100dvh-2rem)] overflow-y-auto`}
    >
      {current && contracts ? (
        <RightsForm
          song={props.song}
          initial={current.rights}
          published={current.status.published}
          contracts={contracts.items}
          onClose={props.onClose}
        />
      ) : (
        <p className="mt-5 text-sm text-slate-600">{copy.loading}</p>
      )}
    </Modal>
  );
}

function RightsForm(props: {
  song: { id: string; title: string };
  initial: {
    authors: string[];
    performer: string;
    masterOwner: string;
    contractId: string;
    managedBy: string[];
  } | null;
  published: boolean;
  contracts: { id: string; reference: string; licensor: string }[];
  onClose: (outcome?: Outcome) => void;
}) {
  const ids = useId();
  const [authors, setAuthors] = useState(props.initial?.authors.join("\n") ?? "");
  const [performer, setPerformer] = useState(props.initial?.performer ?? "");
  const [masterOwner, setMasterOwner] = useState(props.initial?.masterOwner ?? "");
  const [contractId, setContractId] = useState(props.initial?.contractId ?? "");
  const [managedBy, setManagedBy] = useState(new Set(props.initial?.managedBy ?? []));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveSongRights();
  const publish = usePublishSong();
  const withdraw = useWithdrawSong();
  const pending = save.isPending || publish.isPending || withdraw.isPending;
  /** A field's message goes as soon as it is changed: it spoke of what was there before. */
  const edited = (field: FieldName) => setErrors(({ [field]: _gone, ...rest }) => rest);
  const { title } = props.song;

  function parsed(): SongRightsInput | null {
    const result = songRightsSchema.safeParse({
      authors: authors
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
      performer,
      masterOwner,
      contractId,
      managedBy: COLLECTING_SOCIETIES.filter((society) => managedBy.has(society)),
    });
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const found: Partial<Record<FieldName, string>> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as FieldName;
      found[field] ??= field === "contractId" ? copy.chooseContract : issue.message;
    }
    setErrors(found);
    return null;
  }

  async function submit(andPublish: boolean) {
    setFailure(null);
    const rights = parsed();
    if (!rights) return;
    try {
      await save.mutateAsync({ songId: props.song.id, rights });
      if (andPublish) await publish.mutateAsync(props.song.id);
      props.onClose({
        tone: "success",
        text: andPublish ? copy.published(title) : copy.saved(title),
      });
    } catch (error) {
      setFailure(rightsRefusal(error));
    }
  }

  async function takeOut() {
    setFailure(null);
    try {
      await withdraw.mutateAsync(props.song.id);
      props.onClose({ tone: "success", text: copy.withdrawn(title) });
    } catch (error) {
      setFailure(rightsRefusal(error));
    }
  }

  const authorsId = `${ids}-authors`;
  const societiesHint = `${ids}-societies-hint`;
  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit(!props.published);
      }}
      className="mt-5 space-y-4"
    >
      {failure && <Alert tone="error">{failure}</Alert>}
      <FieldFrame
        id={authorsId}
        label={copy.authors}
        hint={copy.authorsHint}
        error={errors.authors}
        className=""
      >
        <textarea
          id={authorsId}
          rows={2}
          value={authors}
          onChange={(event) => {
            setAuthors(event.target.value);
            edited("authors");
          }}
          {...fieldAria(authorsId, errors.authors, copy.authorsHint)}
          className={`${inputClasses} mt-1.5`}
        />
      </FieldFrame>
      <Field
        label={copy.performer}
        value={performer}
        maxLength={200}
        onChange={(event) => {
          setPerformer(event.target.value);
          edited("performer");
        }}
        error={errors.performer}
      />
      <Field
        label={copy.masterOwner}
        value={masterOwner}
        maxLength={200}
        onChange={(event) => {
          setMasterOwner(event.target.value);
          edited("masterOwner");
        }}
        error={errors.masterOwner}
      />
      <SelectField
        label={copy.contract}
        value={contractId}
        onChange={(event) => {
          setContractId(event.target.value);
          edited("contractId");
        }}
        error={errors.contractId}
        hint={props.contracts.length ? undefined : copy.noContracts}
      >
        <option value="">{copy.chooseContract}</option>
        {props.contracts.map((contract) => (
          <option key={contract.id} value={contract.id}>
            {contract.reference} · {contract.licensor}
          </option>
        ))}
      </SelectField>
      <fieldset aria-describedby={societiesHint}>
        <legend className="text-sm font-medium text-slate-800">{copy.managedBy}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {COLLECTING_SOCIETIES.map((society: CollectingSociety) => (
            <label key={society} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5 accent-brand-600"
                checked={managedBy.has(society)}
                onChange={(event) => {
                  const next = new Set(managedBy);
                  if (event.target.checked) next.add(society);
                  else next.delete(society);
                  setManagedBy(next);
                }}
              />
              {songRightsCopy.societies[society]}
            </label>
          ))}
        </div>
        <p id={societiesHint} className="mt-1.5 text-xs text-slate-500">
          {copy.managedByHint}
        </p>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={() => props.onClose()} disabled={pending}>
          {copy.cancel}
        </Button>
        {props.published ? (
          <Button variant="secondary" onClick={takeOut} disabled={pending}>
            {copy.withdraw}
          </Button>
        ) : (
          <Button variant="secondary" disabled={pending} onClick={() => void submit(false)}>
            {copy.save}
          </Button>
        )}
        <Button type="submit" disabled={pending}>
          {pending ? copy.saving : props.published ? copy.save : copy.saveAndPublish}
        </Button>
      </div>
    </form>
  );
}
