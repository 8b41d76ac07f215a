import { useState, type FormEvent } from "react";
import { Button } from "~/web/components/ui/button";
import { inputBaseClasses } from "~/web/components/ui/field";

/** A one-field form that adds something by name (a genre, a list); empty names are ignored. */
export function NameForm(props: {
  label: string;
  placeholder: string;
  submit: string;
  onSubmit: (name: string) => Promise<boolean>;
}) {
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    setBusy(true);
    if (await props.onSubmit(trimmed)) setName("");
    setBusy(false);
  }
  return (
    // The field takes the room the button leaves; on a very narrow panel the button
    // goes under it instead of out of sight (issue 10).
    <form onSubmit={submit} className="flex flex-wrap gap-2">
      <input
        aria-label={props.label}
        value={name}
        onChange={(event) => setName(event.target.value)}
        placeholder={props.placeholder}
        maxLength={80}
        className={`${inputBaseClasses} min-w-0 flex-[1_1_8rem]`}
      />
      <Button type="submit" disabled={busy || !name.trim()}>
        {props.submit}
      </Button>
    </form>
  );
}
