import { Plus } from "lucide-react";
import { useState, type ReactNode } from "react";
import { messagesCopy } from "~/shared/copy/messages";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { ConfirmRemoval } from "~/web/components/ui/confirm-removal";
import { RowSkeletons } from "~/web/components/ui/row-skeletons";
import { useOutcome } from "~/web/components/ui/use-outcome";

const card = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6";

/** The words of a section of cards; the messages' and the campaigns' copy fit as they are. */
interface CardsTexts {
  title: string;
  lead: string;
  label: string;
  add: string;
  edit: string;
  editLabel: (name: string) => string;
  remove: string;
  removeLabel: (name: string) => string;
  removeTitle: (name: string) => string;
  removeText: string;
  cancel: string;
  removed: (name: string) => string;
  saved: (name: string) => string;
}

/** What a card's form is told when it closes: with what it saved, or with nothing. */
export type CloseForm = (saved?: { name: string }) => void;

/**
 * A section of named things as cards (the messages, the campaigns): the button that opens
 * the form of a new one, each card as a row or as its form, an empty state, a skeleton
 * while `items` is undefined, and deletion after a question naming the thing.
 */
export function EditableCardsSection<Item extends { id: string; name: string }>(props: {
  /** The section's heading id, which the page's links jump to. */
  headingId: string;
  texts: CardsTexts;
  items: Item[] | undefined;
  /** The add button shows (no new form is open and a new one can be made). */
  canAdd: boolean;
  /** Under the outcome: why a new one cannot be made yet. */
  notice?: ReactNode;
  /** What an empty section shows, when no new form is open. */
  empty: { icon: ReactNode; text: string };
  /**
   * Opening the new form closes the one being edited, and the other way round (a campaign);
   * otherwise the two stay open side by side (a message, whose recording would be lost).
   */
  oneFormAtATime: boolean;
  form: (item: Item | null, close: CloseForm) => ReactNode;
  row: (item: Item, actions: ReactNode) => ReactNode;
  remove: {
    isPending: boolean;
    reset: () => void;
    mutate: (id: string, callbacks: ReturnType<ReturnType<typeof useOutcome>["report"]>) => void;
  };
  removeFailed: (error: unknown) => string;
}) {
  const { texts, items, remove } = props;
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [doomed, setDoomed] = useState<Item | null>(null);
  const { outcome, show, report } = useOutcome();
  const saved = (what?: { name: string }) => {
    if (what) show({ tone: "success", text: texts.saved(what.name) });
  };
  const closeNew: CloseForm = (what) => {
    setAdding(false);
    saved(what);
  };
  const closeEdit: CloseForm = (what) => {
    setEditingId(null);
    saved(what);
  };
  const openNew = () => {
    show(null);
    setAdding(true);
    if (props.oneFormAtATime) setEditingId(null);
  };
  const openEdit = (id: string) => {
    show(null);
    setEditingId(id);
    if (props.oneFormAtATime) setAdding(false);
  };

  return (
    <section aria-labelledby={props.headingId} className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={props.headingId} className="text-xl font-semibold text-slate-900">
            {texts.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{texts.lead}</p>
        </div>
        {!adding && props.canAdd && (
          <Button onClick={openNew}>
            <Plus className="size-4" aria-hidden />
            {texts.add}
          </Button>
        )}
      </div>
      <Alert outcome={outcome} />
      {props.notice}
      {adding && <div className={card}>{props.form(null, closeNew)}</div>}
      {!items ? (
        <RowSkeletons count={2} label={messagesCopy.page.loading} />
      ) : items.length === 0 ? (
        !adding && (
          <div className={`${card} flex flex-col items-center gap-3 py-10 text-center`}>
            {props.empty.icon}
            <p className="max-w-md text-sm text-slate-600">{props.empty.text}</p>
          </div>
        )
      ) : (
        <ul className="space-y-3" aria-label={texts.label}>
          {items.map((item) => (
            <li key={item.id} className={card}>
              {editingId === item.id
                ? props.form(item, closeEdit)
                : props.row(
                    item,
                    <>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={texts.editLabel(item.name)}
                        onClick={() => openEdit(item.id)}
                      >
                        {texts.edit}
                      </Button>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={texts.removeLabel(item.name)}
                        onClick={() => {
                          remove.reset();
                          setDoomed(item);
                        }}
                      >
                        {texts.remove}
                      </Button>
                    </>,
                  )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmRemoval
        doomed={doomed}
        title={(item) => texts.removeTitle(item.name)}
        confirmLabel={texts.remove}
        cancelLabel={texts.cancel}
        pending={remove.isPending}
        onCancel={() => setDoomed(null)}
        onConfirm={(item) =>
          remove.mutate(
            item.id,
            report(texts.removed(item.name), props.removeFailed, () => setDoomed(null)),
          )
        }
      >
        {texts.removeText}
      </ConfirmRemoval>
    </section>
  );
}
