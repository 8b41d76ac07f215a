import { Link } from "react-router";
import { paths } from "~/shared/paths";
import { appFrameCopy } from "~/shared/copy/app-frame";
import { publicConfig } from "~/web/lib/public-config";

/** The logo mark and the brand name, linking home. */
export function BrandLogo({ className = "" }: { className?: string }) {
  return (
    <Link
      to={paths.home}
      aria-label={appFrameCopy.homeLink(publicConfig.brandName)}
      className={`inline-flex items-center gap-2.5 rounded-lg ${className}`}
    >
      <img src="/logo.svg" alt="" width={36} height={36} className="size-9" />
      <span className="text-xl font-bold tracking-tight text-slate-900">
        {publicConfig.brandName}
      </span>
    </Link>
  );
}
