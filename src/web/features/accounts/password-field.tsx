import { Eye, EyeOff } from "lucide-react";
import { forwardRef, useState, type ComponentProps } from "react";
import { accountsCopy } from "~/shared/copy/accounts";
import { Field } from "~/web/components/ui/field";

type Props = Omit<ComponentProps<typeof Field>, "type" | "trailing">;

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, Props>(
  function PasswordField(props, ref) {
    const [visible, setVisible] = useState(false);
    const Icon = visible ? EyeOff : Eye;
    return (
      <Field
        ref={ref}
        type={visible ? "text" : "password"}
        trailing={
          <button
            type="button"
            onClick={() => setVisible((value) => !value)}
            aria-label={
              visible ? accountsCopy.fields.hidePassword : accountsCopy.fields.showPassword
            }
            aria-pressed={visible}
            className="inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <Icon className="size-5" aria-hidden />
          </button>
        }
        {...props}
      />
    );
  },
);
