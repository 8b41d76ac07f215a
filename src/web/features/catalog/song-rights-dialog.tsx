import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import {
  COLLECTING_SOCIETIES,
  songRightsSchema,
  type RequiredRight,
  type SongRightsInput,
} from "~/shared/catalog/song-rights";
import { songRightsCopy } from "~/shared/copy/song-rights";
import { Alert, type Outcome } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import {
  contractChoicesQueryOptions,
  songRightsQueryOptions,
  usePublishSong,
  useSaveSongRights,
  rightsRefusal,
  useWithdrawSong,
} from "./rights-api";
import {
  AuthorsField,
  authorLines,
  ContractField,
  NameField,
  RightsModal,
  SocietiesField,
} from "./rights-fields";

const copy = songRightsCopy.dialog;

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
    <RightsModal
      title={copy.title(props.song.title)}
      description={copy.description}
      onClose={() => props.onClose()}
    >
      {current && contracts ? (
        <RightsForm
          song={props.song}
          initial={current.rights}
          published={current.status.published}
          contracts={contracts.items}
          onClose={props.onClose}
        />
      ) : null}
    </RightsModal>
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
  const [authors, setAuthors] = useState(props.initial?.authors.join("\n") ?? "");
  const [performer, setPerformer] = useState(props.initial?.performer ?? "");
  const [masterOwner, setMasterOwner] = useState(props.initial?.masterOwner ?? "");
  const [contractId, setContractId] = useState(props.initial?.contractId ?? "");
  const [managedBy, setManagedBy] = useState(
    () =>
      new Set(COLLECTING_SOCIETIES.filter((society) => props.initial?.managedBy.includes(society))),
  );
  const [errors, setErrors] = useState<Partial<Record<RequiredRight, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveSongRights();
  const publish = usePublishSong();
  const withdraw = useWithdrawSong();
  const pending = save.isPending || publish.isPending || withdraw.isPending;
  /** A field's message goes as soon as it is changed: it spoke of what was there before. */
  const edited = (field: RequiredRight) => setErrors(({ [field]: _gone, ...rest }) => rest);
  const { title } = props.song;

  function parsed(): SongRightsInput | null {
    const result = songRightsSchema.safeParse({
      authors: authorLines(authors),
      performer,
      masterOwner,
      contractId,
      managedBy: COLLECTING_SOCIETIES.filter((society) => managedBy.has(society)),
    });
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const found: Partial<Record<RequiredRight, string>> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as RequiredRight;
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
      <AuthorsField
        value={authors}
        onChange={(value) => {
          setAuthors(value);
          edited("authors");
        }}
        hint={copy.authorsHint}
        error={errors.authors}
      />
      <NameField
        name="performer"
        value={performer}
        onChange={(value) => {
          setPerformer(value);
          edited("performer");
        }}
        error={errors.performer}
      />
      <NameField
        name="masterOwner"
        value={masterOwner}
        onChange={(value) => {
          setMasterOwner(value);
          edited("masterOwner");
        }}
        error={errors.masterOwner}
      />
      <ContractField
        value={contractId}
        onChange={(value) => {
          setContractId(value);
          edited("contractId");
        }}
        contracts={props.contracts}
        none={copy.chooseContract}
        error={errors.contractId}
      />
      <SocietiesField value={managedBy} onChange={setManagedBy} />
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
