import { Link } from "react-router";
import { accountsCopy as copy } from "~/shared/copy/accounts";
import { paths } from "~/shared/paths";
import { Button } from "~/web/components/ui/button";
import { authPageLeadingTo } from "./after-sign-in";

/** Each form's words, and the other form it leads to. */
const ends = {
  login: {
    labels: {
      submit: copy.login.submit,
      submitting: copy.login.submitting,
      prompt: copy.login.toRegister,
      link: copy.login.toRegisterLink,
    },
    otherPage: paths.register,
  },
  register: {
    labels: {
      submit: copy.register.submit,
      submitting: copy.register.submitting,
      prompt: copy.register.toLogin,
      link: copy.register.toLoginLink,
    },
    otherPage: paths.login,
  },
};

/**
 * The end of the sign-in and registration forms: the submit button (its label while
 * pending) and the way to the other form, keeping where the user was going.
 */
export function AuthFormEnd(props: {
  form: keyof typeof ends;
  pending: boolean;
  disabled?: boolean;
  redirectTo: string;
}) {
  const { labels, otherPage } = ends[props.form];
  return (
    <>
      <Button type="submit" size="lg" className="w-full" disabled={props.disabled ?? props.pending}>
        {props.pending ? labels.submitting : labels.submit}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {labels.prompt}{" "}
        <Link
          to={authPageLeadingTo(otherPage, props.redirectTo)}
          className="font-semibold text-brand-700 hover:underline"
        >
          {labels.link}
        </Link>
      </p>
    </>
  );
}
