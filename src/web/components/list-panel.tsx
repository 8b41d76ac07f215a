import { ListMusic } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { maxLengthOf } from "~/web/lib/schema-limits";
import { Button } from "./ui/button";
import { ConfirmRemoval } from "./ui/confirm-removal";
import { DeleteIconButton } from "./ui/delete-icon-button";
import { inputBaseClasses } from "./ui/field";
import { RowSkeletons } from "./ui/row-skeletons";

/** One named thing of a list: a genre, a public list, an own list. */
export interface ListPanelItem {
  id: string;
  name: string;
  /** What follows the name: its count of songs. */
  detail: string;
}

/** The shared schema of a new name (trimmed, required, limited): it checks and limits the field. */
interface NameSchema {
  maxLength: number | null;
  safeParse: (value: string) => { success: true; data: string } | { success: false };
}

/** The words of a list that can grow and shrink; a feature's copy object fits as it is. */
export interface ListPanelTexts {
  /** The new name field's label and placeholder. */
  placeholder: string;
  add: string;
  deleteLabel: (name: string) => string;
  confirmTitle: (name: string) => string;
  confirm: string;
  cancel: string;
}

/**
 * Two looks: `panel`, the music admin's card (items with their song count, boxed when
 * they can be selected), and `menu`, the player's column (icon, name, count; the chosen
 * one filled).
 */
const looks = {
  panel: {
    form: "flex flex-wrap gap-2",
    // The field takes the room the button leaves; on a very narrow panel the button
    // goes under it instead of out of sight.
    input: "min-w-0 flex-[1_1_8rem]",
    button: "md",
    list: "mt-4",
    empty: "mt-4 text-sm text-slate-500",
  },
  menu: {
    form: "flex gap-2 pb-2",
    input: "min-w-0 flex-1 text-sm",
    button: "sm",
    list: "space-y-1",
    empty: "px-3 text-sm text-slate-600",
  },
} as const;

/**
 * A list of named things — genres, public lists, own lists — with the form that adds
 * one, selection, deletion after a question, an empty state and a skeleton while
 * `items` is undefined. The music admin and the player both draw their lists with it.
 */
export function ListPanel<Item extends ListPanelItem>(props: {
  /** The list's accessible name. */
  label: string;
  look: keyof typeof looks;
  items: readonly Item[] | undefined;
  empty: string;
  loadingLabel: string;
  /** Items become toggle buttons; `note` follows the chosen one's detail (panel look). */
  select?: { selectedId: string | null; onSelect: (item: Item) => void; note?: string };
  /**
   * Adding and deleting: `onCreate` resolves once the item exists (the field then
   * empties) and rejects when it failed (what was typed stays); the question before a
   * deletion closes when `onRemove` settles. `creating`/`removing`: an action runs.
   */
  edit?: {
    texts: ListPanelTexts;
    /** Undefined while it loads: the add button waits for it. */
    nameSchema: NameSchema | undefined;
    /** The name field was entered: a rule loaded on demand may be asked for now. */
    onNameFocus?: () => void;
    creating: boolean;
    onCreate: (name: string) => Promise<unknown>;
    question: (item: Item) => ReactNode;
    removing: boolean;
    onRemove: (item: Item) => Promise<unknown>;
  };
}) {
  const look = looks[props.look];
  const [doomed, setDoomed] = useState<Item | null>(null);
  const { edit } = props;

  return (
    <div className={props.look === "menu" ? "space-y-1" : undefined}>
      {edit && (
        <NameForm
          look={props.look}
          texts={edit.texts}
          schema={edit.nameSchema}
          onFocus={edit.onNameFocus}
          pending={edit.creating}
          onCreate={edit.onCreate}
        />
      )}
      {!props.items ? (
        <RowSkeletons count={3} label={props.loadingLabel} />
      ) : props.items.length === 0 ? (
        <p className={look.empty}>{props.empty}</p>
      ) : (
        <ul aria-label={props.label} className={`${look.list} ${listClasses(props)}`}>
          {props.items.map((item) => (
            <Row
              key={item.id}
              item={item}
              look={props.look}
              select={props.select}
              removeLabel={edit?.texts.deleteLabel(item.name)}
              onRemove={() => setDoomed(item)}
            />
          ))}
        </ul>
      )}
      {edit && (
        <ConfirmRemoval
          doomed={doomed}
          title={(item) => edit.texts.confirmTitle(item.name)}
          confirmLabel={edit.texts.confirm}
          cancelLabel={edit.texts.cancel}
          pending={edit.removing}
          onConfirm={(item) =>
            void edit
              .onRemove(item)
              .catch(() => undefined)
              .finally(() => setDoomed(null))
          }
          onCancel={() => setDoomed(null)}
        >
          {doomed && edit.question(doomed)}
        </ConfirmRemoval>
      )}
    </div>
  );
}

function listClasses(props: { look: keyof typeof looks; select?: unknown }): string {
  if (props.look === "menu") return "";
  return props.select ? "space-y-2" : "divide-y divide-slate-100";
}

function Row<Item extends ListPanelItem>(props: {
  item: Item;
  look: keyof typeof looks;
  select: { selectedId: string | null; onSelect: (item: Item) => void; note?: string } | undefined;
  removeLabel: string | undefined;
  onRemove: () => void;
}) {
  const { item, select } = props;
  const selected = select?.selectedId === item.id;
  const bin = props.removeLabel && (
    <DeleteIconButton label={props.removeLabel} onClick={props.onRemove} />
  );

  if (props.look === "menu") {
    return (
      <li className="flex items-center gap-1">
        <button
          type="button"
          aria-pressed={selected}
          onClick={() => select?.onSelect(item)}
          className={`flex w-full min-w-0 items-center gap-2 rounded-xl px-3 py-2 text-left text-sm ${selected ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100"}`}
        >
          <ListMusic className="size-4 flex-none" aria-hidden />
          <span className="min-w-0 flex-1 wrap-anywhere">{item.name}</span>
          {item.detail && (
            <span className={`text-xs ${selected ? "text-brand-100" : "text-slate-600"}`}>
              {item.detail}
            </span>
          )}
        </button>
        {bin}
      </li>
    );
  }

  if (!select) {
    return (
      <li className="flex items-center justify-between gap-3 py-2.5">
        <span className="min-w-0 wrap-anywhere">
          <span className="font-medium text-slate-900">{item.name}</span>
          <span className="ml-2 text-xs text-slate-500">{item.detail}</span>
        </span>
        {bin}
      </li>
    );
  }

  return (
    <li
      className={`flex items-center justify-between gap-2 rounded-xl px-3 py-2 ring-1 ${selected ? "bg-brand-50 ring-brand-300" : "ring-slate-200"}`}
    >
      <button
        type="button"
        aria-pressed={selected}
        onClick={() => select.onSelect(item)}
        className="min-w-0 flex-1 text-left"
      >
        <span className="block font-medium wrap-anywhere text-slate-900">{item.name}</span>
        {/* slate-600: slate-500 on the selected item's brand-50 is 4.27:1, under AA. */}
        <span className="text-xs text-slate-600">
          {item.detail}
          {selected && select.note && ` · ${select.note}`}
        </span>
      </button>
      {bin}
    </li>
  );
}

/** The one field that adds an item by name; the shared schema says what a name may be. */
function NameForm(props: {
  look: keyof typeof looks;
  texts: ListPanelTexts;
  schema: NameSchema | undefined;
  onFocus?: () => void;
  pending: boolean;
  onCreate: (name: string) => Promise<unknown>;
}) {
  const look = looks[props.look];
  const [name, setName] = useState("");
  const parsed = props.schema?.safeParse(name);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!parsed?.success) return;
    props.onCreate(parsed.data).then(
      () => setName(""),
      () => undefined,
    );
  }

  return (
    <form onSubmit={submit} className={look.form}>
      <input
        aria-label={props.texts.placeholder}
        placeholder={props.texts.placeholder}
        value={name}
        maxLength={props.schema && maxLengthOf(props.schema)}
        onFocus={props.onFocus}
        onChange={(event) => setName(event.target.value)}
        className={`${inputBaseClasses} ${look.input}`}
      />
      <Button type="submit" size={look.button} disabled={props.pending || !parsed?.success}>
        {props.texts.add}
      </Button>
    </form>
  );
}
