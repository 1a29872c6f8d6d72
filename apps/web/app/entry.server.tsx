import { isbot } from 'isbot';
// The edge build, not the Node one: react-dom/server.node runs every render inside an AsyncLocalStorage,
// which on Node 20 switches on promise hooks for the whole process and cost the API ~25% of its read
// throughput once the first page was served (ADR 0013).
import { renderToReadableStream } from 'react-dom/server.edge';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { coalesceSynchronousChunks } from './lib/document-head/coalesce-chunks.server';
import { deferModuleScript } from './lib/document-head/defer-module-script.server';
import { createHeadTransform } from './lib/document-head/head-transform.server';
import { inlineScriptsAfterParse } from './lib/document-head/inline-scripts-after-parse.server';
import { inlineStylesheets } from './lib/document-head/inline-stylesheets.server';
import { lowerModulePreloads } from './lib/document-head/lower-module-preloads.server';
import { withStyleNonce } from './lib/document-head/style-nonces.server';
import { NonceContext } from './lib/config/nonce';
import { hydratesOnInteraction } from './shell/hydration-plan.server';

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Every inline script (hydration data, streaming) carries the request's nonce: the CSP is strict.
  const nonce = loadContext?.cspNonce || undefined;
  // Slow mobile first: the page paints from the HTML alone, and scripts load after what is visible.
  const readStylesheet = loadContext?.readStylesheet;
  const styleNonce = loadContext?.cspStyleNonce || undefined;
  let shellRendered = false;
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
    {
      nonce,
      // Streamed parts still pending after this are cut short rather than holding the connection.
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell are logged by React Router; later ones only surface here.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;

  // Crawlers get the whole document at once; people get the shell as soon as it is ready.
  const userAgent = request.headers.get('user-agent');
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // A static page loads its scripts on the visitor's first interaction (ADR 0075); until then they are only
  // fetched, not compiled (ADR 0076), and its inline scripts wait for the end of the parse (ADR 0079).
  const onInteraction = hydratesOnInteraction(routerContext, new URL(request.url), responseStatusCode);
  const rewriteHead = (head: string) =>
    lowerModulePreloads(
      withStyleNonce(
        readStylesheet ? inlineStylesheets(head, readStylesheet, styleNonce) : head,
        nonce ?? '',
        styleNonce ?? '',
      ),
      onInteraction ? 'prefetch' : 'modulepreload',
    );
  const document = body
    .pipeThrough(createHeadTransform(rewriteHead))
    .pipeThrough(coalesceSynchronousChunks());
  const deferred = onInteraction
    ? document.pipeThrough(deferModuleScript()).pipeThrough(inlineScriptsAfterParse())
    : document;
  return new Response(deferred, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
