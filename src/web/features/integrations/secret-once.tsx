import { useState } from "react";
import { publicApiCopy } from "~/shared/copy/public-api";
import { Button } from "~/web/components/ui/button";
import { inputClasses } from "~/web/components/ui/field";

const copy = publicApiCopy.tokens;

/**
 * A secret the server answers once (a token's, a webhook's): shown read-only, selected
 * for copying by hand, with a button that copies it.
 */
export function SecretOnce(props: {
  label: string;
  hint: string;
  secret: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="mt-5 space-y-3">
      <label className="block text-sm font-medium text-slate-900" htmlFor="secret-once">
        {props.label}
      </label>
      <input
        id="secret-once"
        readOnly
        value={props.secret}
        onFocus={(event) => event.target.select()}
        aria-describedby="secret-once-hint"
        className={`${inputClasses} font-mono text-sm`}
      />
      <p id="secret-once-hint" className="text-sm text-slate-600">
        {props.hint}
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard.writeText(props.secret).then(() => setCopied(true))
          }
        >
          {copied ? copy.copied : copy.copy}
        </Button>
        <Button onClick={props.onDone}>{copy.done}</Button>
      </div>
    </div>
  );
}
