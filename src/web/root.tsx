import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import { appFrameCopy } from "~/shared/copy/app-frame";
import { AppSkeleton } from "~/web/components/app-skeleton";
import { useStaticPage } from "~/web/lib/static-page";
import "./app.css";
import { FontPreload, SiteHead } from "./site-head";

export function Layout({ children }: { children: ReactNode }) {
  // A static page is complete HTML with its own styles and small script: the SPA's
  // stylesheet and runtime stay out.
  const staticPage = useStaticPage();
  return (
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#6125f6" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {staticPage ? <SiteHead /> : <Links />}
        <FontPreload />
      </head>
      <body>
        {children}
        {!staticPage && <ScrollRestoration />}
        {!staticPage && <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
  // Lets tests (and scripts) know the page is interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

/**
 * The SPA shell: a skeleton of the page's frame from the first byte, so a slow
 * connection never stares at a white screen; no data shows until the session is known.
 */
export function HydrateFallback() {
  return <AppSkeleton />;
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const text = notFound ? appFrameCopy.notFound : appFrameCopy.genericError;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{text.title}</h1>
      <p className="max-w-md text-slate-600">{text.text}</p>
      <a href="/" className="font-semibold text-brand-700 hover:underline">
        {appFrameCopy.notFound.back}
      </a>
    </main>
  );
}
