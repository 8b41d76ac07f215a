import { Link } from "react-router";
import { Button } from "~/web/components/ui/button";
import { authPageLeadingTo } from "./after-sign-in";

/**
 * The end of the sign-in and registration forms: the submit button (its label while
 * pending) and the way to the other form, keeping where the user was going.
 */
export function AuthFormEnd(props: {
  pending: boolean;
  disabled?: boolean;
  labels: { submit: string; submitting: string; prompt: string; link: string };
  otherPage: string;
  redirectTo: string;
}) {
  return (
    <>
      <Button type="submit" size="lg" className="w-full" disabled={props.disabled ?? props.pending}>
        {props.pending ? props.labels.submitting : props.labels.submit}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {props.labels.prompt}{" "}
        <Link
          to={authPageLeadingTo(props.otherPage, props.redirectTo)}
          className="font-semibold text-brand-700 hover:underline"
        >
          {props.labels.link}
        </Link>
      </p>
    </>
  );
}
