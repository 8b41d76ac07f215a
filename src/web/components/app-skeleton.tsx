import { dashboardCopy } from "~/shared/copy/dashboard";
import { playerHomeCopy } from "~/shared/copy/player-home";
import { appInstalledCookieSet } from "~/shared/http/app-installed-cookie";
import { ROUTE_MODULES_ELEMENT_ID } from "~/shared/http/document-data";
import { pageHeading, type PageHeading } from "~/shared/page-headings";
import { paths } from "~/shared/paths";
import { firstNowSoundingOf, soundsIn, type FirstNowSounding } from "~/shared/start-page-card";
import { buttonClasses } from "~/web/components/ui/button-link";
import { NowSoundingView } from "~/web/features/player/now-sounding-view";
import { peekFirstAnswer } from "~/web/lib/first-answers";
import { publicConfig } from "~/web/lib/public-config";

/**
 * Which frame to draw is known only in the browser (the same HTML answers /login and
 * /dashboard/*), so a one-line script marks it before the first paint; React leaves the
 * attribute alone (suppressHydrationWarning) and replaces the whole skeleton once the
 * page is ready.
 */
const pickFrame = `document.getElementById("app-skeleton").dataset.frame=/^\\/(dashboard|checkout|billing)(\\/|$)/.test(location.pathname)?"dashboard":"page"`;

/**
 * The page's route modules, named by its document (decision 030), are asked for once the
 * skeleton is painted: the stylesheet and the document come first on a slow connection,
 * then every module instead of each found as its importer arrives. A few links a task:
 * starting forty fetches at once blocked a slow phone's main thread for 200 ms.
 */
const preloadRouteModules = `requestAnimationFrame(function(){var e=document.getElementById("${ROUTE_MODULES_ELEMENT_ID}"),h=e?JSON.parse(e.textContent):[];setTimeout(function n(){h.splice(0,6).forEach(function(u){var l=document.createElement("link");l.rel="modulepreload";l.href=u;document.head.appendChild(l)});if(h.length)setTimeout(n)})})`;

/**
 * The heading of the page being opened, as the server wrote it into this skeleton from the
 * session its document carries (decision 030): the same words, so hydration finds what it
 * renders. None when built (no document) or for a visitor.
 */
function documentHeading(): PageHeading | null {
  if (typeof document === "undefined") return null;
  const reader = peekFirstAnswer("/api/session") as Parameters<typeof pageHeading>[1] | null;
  const pathname = window.location.pathname.replace(/\/+$/, "") || "/";
  return reader ? pageHeading(pathname, reader) : null;
}

/**
 * The start page's "Sonando ahora" card as the page will first draw it, from the answers its
 * document carries (decision 030); null on any other page, or when they do not say.
 */
function documentNowSounding(): FirstNowSounding | null {
  if (typeof document === "undefined") return null;
  if ((window.location.pathname.replace(/\/+$/, "") || "/") !== paths.dashboard.root) return null;
  return firstNowSoundingOf(peekFirstAnswer, appInstalledCookieSet(document.cookie));
}

/**
 * Both looks of the card, hidden unless the document says which the page will draw (the
 * server shows one and writes the song into it: web-routes.ts); where the page draws it,
 * under the heading's 2 rem.
 */
function NowSoundingSlots({ card }: { card: FirstNowSounding | null }) {
  const sounding = card?.song ? card : null;
  return (
    <>
      <div data-page-card="nothing" className={card?.song === null ? "mt-8" : "hidden"} aria-hidden>
        <NowSoundingView
          song={null}
          where={null}
          end={
            <span className={buttonClasses({ variant: "inverted" })}>
              {playerHomeCopy.openPlayer}
            </span>
          }
        />
      </div>
      <div data-page-card="song" className={sounding ? "mt-8" : "hidden"} aria-hidden>
        <NowSoundingView
          song={sounding?.song ?? { title: "", artist: "" }}
          where={sounding ? soundsIn(sounding.establishments) : ""}
        />
      </div>
    </>
  );
}

const bar = "rounded-md bg-slate-200";
const pulse = "motion-safe:animate-pulse";

/** The logo and the brand's name, as the sidebar and the phone's top bar draw them. */
function SkeletonBrand(props: { className: string; nameClassName: string }) {
  return (
    <span className={`flex items-center ${props.className}`}>
      <img src="/logo.svg" alt="" width={32} height={32} className="size-8" />
      <span className={props.nameClassName}>{publicConfig.brandName}</span>
    </span>
  );
}

function DashboardFrame() {
  const heading = documentHeading();
  const nowSounding = documentNowSounding();
  return (
    <div className="hidden min-h-dvh bg-slate-50 group-data-[frame=dashboard]:block">
      <div className="fixed inset-y-0 left-0 hidden w-72 flex-col gap-6 bg-slate-950 px-4 py-6 lg:flex">
        <SkeletonBrand className="gap-2.5 px-2" nameClassName="text-lg font-bold text-white" />
        <span className="h-20 rounded-2xl bg-white/5" />
        {[0, 1, 2, 3, 4].map((row) => (
          <span key={row} className="mx-3 h-4 w-32 rounded bg-white/10" />
        ))}
      </div>
      <div className="sticky top-0 flex h-16 items-center justify-between border-b border-slate-200 bg-white px-4 lg:hidden">
        <SkeletonBrand className="gap-2" nameClassName="font-bold text-slate-900" />
        <span className="mr-2.5 h-4 w-6 rounded bg-slate-300" />
      </div>
      <div className="lg:pl-72">
        <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-8">
          {/* The page's own heading when its document names it (decision 030), else a bar;
              where the page draws its own, to the pixel (the back link's line, its margin). */}
          <div aria-hidden>
            {heading?.back !== false && (
              <span data-page-back="" className={`mb-3 block h-5 w-32 ${bar} ${pulse}`} />
            )}
            <span
              data-page-heading=""
              className="block max-w-full text-3xl font-bold tracking-tight text-slate-900 empty:h-8 empty:w-64 empty:rounded-md empty:bg-slate-200 empty:motion-safe:animate-pulse"
            >
              {heading?.title}
            </span>
            <span data-page-lead="" className="mt-1 block text-slate-600 empty:hidden">
              {heading?.lead}
            </span>
          </div>
          <NowSoundingSlots card={nowSounding} />
          <div className={`space-y-6 ${pulse}`}>
            <span className="block h-12 rounded-xl bg-white ring-1 ring-slate-200" />
            <div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
              <span className="hidden h-40 rounded-2xl bg-white ring-1 ring-slate-200 lg:block" />
              <span className="block h-72 rounded-2xl bg-white ring-1 ring-slate-200" />
            </div>
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
      <script dangerouslySetInnerHTML={{ __html: preloadRouteModules }} />
    </>
  );
}
