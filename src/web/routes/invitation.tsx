import { useNavigate } from "react-router";
import { teamCopy } from "~/shared/copy/team";
import { paths } from "~/shared/paths";
import { InvitationPage } from "~/web/features/accounts/invitation-page";
import { pageMeta } from "~/web/lib/page-meta";
import type { Route } from "./+types/invitation";

// An invitation names a person and a business: out of search engines (the server also
// sends X-Robots-Tag).
export const meta = () => [
  ...pageMeta(teamCopy.accept.title, teamCopy.lead),
  { name: "robots", content: "noindex" },
];

export default function InvitationRoute({ params }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <InvitationPage
      token={params.token}
      onDone={() => void navigate(paths.dashboard.root, { replace: true })}
    />
  );
}
