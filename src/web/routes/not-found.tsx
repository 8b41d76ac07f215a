import { siteCopy } from "~/shared/copy/site";
import { paths } from "~/shared/paths";
import { ButtonLink } from "~/web/components/ui/button-link";
import { PageIntro } from "~/web/components/ui/page-intro";
import { pageMeta } from "~/web/lib/page-meta";

export const meta = () => [
  ...pageMeta(siteCopy.notFound.title, siteCopy.notFound.text),
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return (
    <PageIntro title={siteCopy.notFound.title} lead={siteCopy.notFound.text}>
      <ButtonLink to={paths.home} size="lg" className="mt-8">
        {siteCopy.notFound.back}
      </ButtonLink>
    </PageIntro>
  );
}
