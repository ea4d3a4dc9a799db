import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "~/http/react-dom-server.server";
import type {
  AppLoadContext,
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
} from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "~/db/availability.server";
import { DocumentHtmlContext } from "~/components/document-html";
import { SharedMarkupContext } from "~/components/shared-markup";
import { NonceContext } from "~/lib/nonce";
import { withDocumentRoutesOnly } from "~/http/document-routes.server";
import { renderWholeDocument, wholeDocumentResponse } from "~/http/whole-document.server";
import { withoutModulePreloadsStream, withoutModulePreloads } from "~/http/module-preloads.server";
import { sharedMarkup } from "~/http/shared-markup.server";
import { logger } from "~/logger.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  if (loadContext.databaseUnavailable && responseStatusCode >= 500) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
  }
  const app = () => (
    <NonceContext.Provider value={nonce}>
      <DocumentHtmlContext.Provider value={loadContext.documentHtml}>
        <SharedMarkupContext.Provider value={sharedMarkup}>
          <ServerRouter
            context={withDocumentRoutesOnly(routerContext)}
            url={request.url}
            nonce={nonce}
          />
        </SharedMarkupContext.Provider>
      </DocumentHtmlContext.Provider>
    </NonceContext.Provider>
  );
  if (loadContext.wholeDocument) {
    return renderWholeDocument(routerContext, app).then((html) => {
      if (html === null) {
        // Public pages never suspend; one that does is still answered, streamed, and noted.
        logger.warn({ path: new URL(request.url).pathname }, "page suspended: streamed instead");
        return streamDocument(
          request,
          responseStatusCode,
          responseHeaders,
          routerContext,
          nonce,
          app,
        );
      }
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      return wholeDocumentResponse(withoutModulePreloads(html), {
        headers: responseHeaders,
        status: responseStatusCode,
      });
    });
  }
  return streamDocument(request, responseStatusCode, responseHeaders, routerContext, nonce, app);
}

function streamDocument(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  nonce: string | undefined,
  app: () => React.ReactElement,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA-mode builds get the whole document at once.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(app(), {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = withoutModulePreloadsStream();
        const stream = createReadableStreamFromReadable(body);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) logger.error({ err: error }, "render error");
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** Errors from loaders, actions and rendering: logged once; a database outage is marked. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const cause = isRouteErrorResponse(error) && (error as { error?: unknown }).error;
  const reported = cause || error;
  const path = new URL(request.url).pathname;
  if (isDatabaseUnavailable(reported)) {
    (context as AppLoadContext).databaseUnavailable = true;
    logger.error({ err: reported, path }, "database unavailable");
  } else if (isRouteErrorResponse(error) && error.status < 500) {
    logger.warn({ status: error.status, path }, "request refused");
  } else {
    logger.error({ err: reported, path }, "request failed");
  }
};

/** `.data` requests: the same 503 as documents while the database cannot be used. */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  if (!(context as AppLoadContext).databaseUnavailable || response.status < 500) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
  return new Response(response.body, { status: 503, headers });
};
