import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { PrerenderContext } from "~/web/lib/static-page";

/**
 * With `ssr: false` this runs only in `npm run build`, to prerender the public pages and
 * the SPA shell. It is React Router's default with one addition: it tells the layouts that
 * they are being prerendered, and whether as the SPA shell (which keeps the app's scripts)
 * or as a page (public pages leave them out: decision 012). Every page is rendered whole
 * before it is written.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe } = renderToPipeableStream(
      <PrerenderContext value={{ spaShell: routerContext.isSpaMode }}>
        <ServerRouter context={routerContext} url={request.url} />
      </PrerenderContext>,
      {
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          // Fails the build: React Router refuses a prerendered page that is not a 200.
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
