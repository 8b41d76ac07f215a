import { dashboardCopy } from "~/shared/copy/dashboard";
import { publicConfig } from "~/web/lib/public-config";

/**
 * Which frame to draw is known only in the browser (the same HTML answers /login and
 * /dashboard/*), so a one-line script marks it before the first paint; React leaves the
 * attribute alone (suppressHydrationWarning) and replaces the whole skeleton once the
 * page is ready.
 */
const pickFrame = `document.getElementById("app-skeleton").dataset.frame=/^\\/(dashboard|checkout|billing)(\\/|$)/.test(location.pathname)?"dashboard":"page"`;

const bar = "rounded-md bg-slate-200";

function DashboardFrame() {
  return (
    <div className="hidden min-h-dvh bg-slate-50 group-data-[frame=dashboard]:block">
      <div className="fixed inset-y-0 left-0 hidden w-72 flex-col gap-6 bg-slate-950 px-4 py-6 lg:flex">
        <span className="flex items-center gap-2.5 px-2">
          <img src="/logo.svg" alt="" width={32} height={32} className="size-8" />
          <span className="text-lg font-bold text-white">{publicConfig.brandName}</span>
        </span>
        <span className="h-20 rounded-2xl bg-white/5" />
        {[0, 1, 2, 3, 4].map((row) => (
          <span key={row} className="mx-3 h-4 w-32 rounded bg-white/10" />
        ))}
      </div>
      <div className="sticky top-0 flex h-16 items-center justify-between border-b border-slate-200 bg-white px-4 lg:hidden">
        <span className="flex items-center gap-2">
          <img src="/logo.svg" alt="" width={32} height={32} className="size-8" />
          <span className="font-bold text-slate-900">{publicConfig.brandName}</span>
        </span>
        <span className="mr-2.5 h-4 w-6 rounded bg-slate-300" />
      </div>
      <div className="motion-safe:animate-pulse lg:pl-72">
        <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-8">
          <span className={`block h-4 w-32 ${bar}`} />
          <span className={`block h-8 w-64 max-w-full ${bar}`} />
          <span className="block h-12 rounded-xl bg-white ring-1 ring-slate-200" />
          <div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
            <span className="hidden h-40 rounded-2xl bg-white ring-1 ring-slate-200 lg:block" />
            <span className="block h-72 rounded-2xl bg-white ring-1 ring-slate-200" />
          </div>
        </div>
      </div>
      <div className="fixed inset-x-0 bottom-0 h-16 border-t border-slate-200 bg-white lg:left-72" />
    </div>
  );
}

function PageFrame() {
  return (
    <div className="hidden min-h-dvh items-center justify-center bg-slate-50 px-4 group-data-[frame=page]:flex">
      <div className="w-full max-w-md motion-safe:animate-pulse space-y-5 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <span className={`mx-auto block size-10 ${bar}`} />
        <span className={`mx-auto block h-6 w-48 ${bar}`} />
        <span className={`block h-11 ${bar}`} />
        <span className={`block h-11 ${bar}`} />
        <span className="block h-11 rounded-full bg-brand-200" />
      </div>
    </div>
  );
}

/** What the client-rendered pages show from the first byte until they are ready. */
export function AppSkeleton() {
  return (
    <>
      <div
        id="app-skeleton"
        data-testid="app-skeleton"
        className="group"
        role="status"
        aria-label={dashboardCopy.loading}
        suppressHydrationWarning
      >
        <DashboardFrame />
        <PageFrame />
      </div>
      <script dangerouslySetInnerHTML={{ __html: pickFrame }} />
    </>
  );
}
