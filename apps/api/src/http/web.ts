import { existsSync } from 'node:fs';
import path from 'node:path';
import { pipeline, Readable, type Transform } from 'node:stream';
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { PortalLoadContext, PublicConfig } from '@portal/domain';
import { AppError } from '../lib/app-error.js';
import { createStylesheetReader } from './stylesheet-reader.js';
import { registerPageSecurityHeaders } from './security-headers.js';

/** The web app's server build and static files: apps/web/build, found from src/ and from dist/ alike. */
export const defaultWebBuildDir = fileURLToPath(new URL('../../../web/build/', import.meta.url));

export interface WebPluginOptions {
  apiKey: string;
  companyCode: PublicConfig['companyCode'];
  companyName: string;
  isProduction: boolean;
  /** Production: serve apps/web/build. Development: Vite in middleware mode with hot reload. */
  mode: 'production' | 'development';
  buildDir?: string;
}

/** Paths the API owns; the web handler never answers them, so their 404s keep the API's error envelope. */
const apiPrefixes = ['/api/', '/api?', '/dev/', '/healthz', '/readyz'];
const isApiPath = (url: string) => url === '/api' || apiPrefixes.some((prefix) => url.startsWith(prefix));
/** The staff desk (issue #30): kept out of search engines by header too, whatever the page renders. */
export const isDeskPath = (url: string) => /^\/gestion(\/|\?|$)/.test(url);
/** A page form's fields are a few short strings. */
const PAGE_FORM_BODY_LIMIT = 8 * 1024;

/** The web app's own development pages (ADR 0061); a production build has no such route. */
const isWebDevPath = (url: string) => /^\/dev\/ui\/?(\?|$)/.test(url);

/**
 * Serves the React Router app from the same process as the API (design §2: one process by default).
 * Loaders get the running configuration and an in-process API client, so a changed environment
 * variable or a changed price shows on the next request without a rebuild.
 */
export const webPlugin: FastifyPluginAsync<WebPluginOptions> = async (app, options) => {
  // helmet (nonce-based CSP) only in this context: pages need it, JSON answers keep their static set.
  await registerPageSecurityHeaders(app, {
    isProduction: options.isProduction,
    hotReload: options.mode === 'development',
  });
  const buildDir = options.buildDir ?? defaultWebBuildDir;
  const getBuild =
    options.mode === 'development' ? await viteBuildLoader(app) : await productionBuildLoader(app, buildDir);
  // Vite serves its own CSS in development; production pages carry their route stylesheets inline.
  const readStylesheet =
    options.mode === 'development'
      ? undefined
      : createStylesheetReader(path.join(buildDir, 'client', 'assets'));
  const handleRequest = createRequestHandler(getBuild, options.mode);
  // A page's form posts to its route's action, with or without scripts (issue #32 §3): a small urlencoded body,
  // handed to React Router as it came.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: PAGE_FORM_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.route({
    method: ['GET', 'HEAD', 'POST'],
    url: '/*',
    handler: async (request, reply) => {
      const devPage = options.mode === 'development' && isWebDevPath(request.url);
      if (isApiPath(request.url) && !devPage) return reply.callNotFound();
      const nonces = (reply as FastifyReply & { cspNonce?: { script: string; style: string } }).cspNonce;
      const loadContext: PortalLoadContext = {
        publicConfig: {
          apiKey: options.apiKey,
          companyCode: options.companyCode,
          companyName: options.companyName,
          apiHost: request.host,
        },
        cspNonce: nonces?.script ?? '',
        cspStyleNonce: nonces?.style ?? '',
        // The visitor's address goes along, so the API's per-address limits count the visitor, not the server.
        apiFetch: (apiPath, init) => injectApi(app, options.apiKey, apiPath, init, request.ip),
        readStylesheet,
      };
      const response = await handleRequest(toWebRequest(request, reply), loadContext);
      if (isDeskPath(request.url)) reply.header('x-robots-tag', 'noindex, nofollow');
      return sendWebResponse(request, reply, response);
    },
  });
};

async function productionBuildLoader(app: FastifyInstance, buildDir: string): Promise<() => ServerBuild> {
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    throw new Error(`The web app is not built (${serverEntry} is missing): run "npm run build".`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'client'),
    wildcard: false,
    // build/client holds .br and .gz twins of each text asset (apps/web/scripts/precompress.mjs).
    preCompressed: true,
    // Our own Cache-Control below; @fastify/send's default (max-age=0) would override it.
    cacheControl: false,
    // Hashed assets never change under the same name; everything else revalidates.
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      );
    },
  });
  return () => build;
}

async function viteBuildLoader(app: FastifyInstance): Promise<() => Promise<ServerBuild>> {
  const [{ createServer }, { default: middie }] = await Promise.all([
    import('vite'),
    import('@fastify/middie'),
  ]);
  const webRoot = fileURLToPath(new URL('../../../web/', import.meta.url));
  const vite = await createServer({ root: webRoot, server: { middlewareMode: true } });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', () => vite.close());
  return () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  // HTTP/1.0 may omit Host, and any client may send an empty or garbled one: without it there is no page URL.
  const url = `${request.protocol}://${request.host}${request.url}`;
  if (!request.host || !URL.canParse(url)) throw new AppError('HOST_INVALID');
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    // HTTP/2 pseudo-headers (:method, :path, :authority...) are not header names a Request accepts.
    if (name.startsWith(':')) continue;
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, String(value));
  }
  const controller = new AbortController();
  // The visitor left before the answer was sent. (The request's own 'close' comes as soon as a posted body has
  // been read, so it cannot tell.)
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(request.method === 'POST' && typeof request.body === 'string' ? { body: request.body } : {}),
  });
}

async function sendWebResponse(request: FastifyRequest, reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') reply.header(name, value);
  });
  // The answer to a person's own form post is theirs alone: no cache keeps it.
  if (request.method === 'POST') reply.header('cache-control', 'no-store');
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  const body = Readable.fromWeb(response.body as NodeReadableStream);
  const compressor = pageCompressor(String(request.headers['accept-encoding'] ?? ''));
  reply.header('vary', 'Accept-Encoding');
  if (!compressor) return reply.send(body);
  reply.header('content-encoding', compressor.encoding).removeHeader('content-length');
  pipeline(body, compressor.stream, (error) => {
    if (error) request.log.warn({ err: error }, 'page stream ended early');
  });
  return reply.send(compressor.stream);
}

/** Pages are streamed: every chunk is flushed through the compressor so the browser still gets the head early. */
function pageCompressor(acceptEncoding: string): { encoding: string; stream: Transform } | null {
  if (/\bbr\b/.test(acceptEncoding)) {
    const params = { [zlib.BROTLI_PARAM_QUALITY]: 5 };
    return { encoding: 'br', stream: createBrotliCompress({ flush: zlib.BROTLI_OPERATION_FLUSH, params }) };
  }
  if (/\bgzip\b/.test(acceptEncoding)) {
    return { encoding: 'gzip', stream: createGzip({ flush: zlib.Z_SYNC_FLUSH, level: 6 }) };
  }
  return null;
}

/** Calls the API in-process (no socket), with the same API key a browser would send. */
async function injectApi(
  app: FastifyInstance,
  apiKey: string,
  apiPath: string,
  init: RequestInit = {},
  remoteAddress?: string,
) {
  const headers = Object.fromEntries(new Headers(init.headers).entries());
  const result = await app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url: apiPath,
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: { ...headers, 'x-api-key': apiKey },
    ...(typeof init.body === 'string' ? { payload: init.body } : {}),
  });
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(result.headers)) {
    if (Array.isArray(value)) value.forEach((item) => responseHeaders.append(name, item));
    else if (value !== undefined) responseHeaders.set(name, String(value));
  }
  const hasBody = result.statusCode !== 204 && result.statusCode !== 304;
  return new Response(hasBody ? result.rawPayload : null, {
    status: result.statusCode,
    headers: responseHeaders,
  });
}
