import type { RequestHandler } from 'msw'
import type { Sandbox } from '../sandbox'

/**
 * msw is an optional peer: only `sandboxHandlers` needs it, so `startSandboxServer` and
 * `createSandbox` work without it installed.
 */
const msw = await import('msw').catch(() => undefined)

function mswHttp(): typeof import('msw').http {
  if (!msw) throw new Error('sandboxHandlers needs the msw package (an optional peer dependency of bookkit): npm install --save-dev msw')
  return msw.http
}

/** Options of `sandboxHandlers`. */
export interface SandboxHandlersOptions {
  /**
   * The base URL the client is configured with (`https://api.staging.example`, or one with a path
   * prefix). Default: any origin, for requests to `/v6/…` and `/v5/…`.
   */
  baseUrl?: string
}

/** MSW handlers that answer the service's requests from `sandbox`; `Response.error()` becomes a network error. */
export function sandboxHandlers(sandbox: Sandbox, { baseUrl }: SandboxHandlersOptions = {}): RequestHandler[] {
  const http = mswHttp()
  if (baseUrl === undefined) {
    return ['*/v6/*', '*/v5/*'].map((pattern) => http.all(pattern, ({ request }) => answer(sandbox, request)))
  }
  const base = new URL(baseUrl)
  // From the first trailing slash only: a bare `\/+$` is tried again from every slash of a run.
  const prefix = base.pathname.replace(/(?<!\/)\/+$/, '')
  return [
    http.all(`${base.origin}${prefix}/*`, async ({ request }) =>
      answer(sandbox, prefix === '' ? request : await withoutPrefix(request, prefix)),
    ),
  ]
}

/**
 * The sandbox's answer. A request the client aborted while the sandbox waited out its latency
 * gets a network error: nobody reads it, and MSW would otherwise report the rejection as a crash.
 */
async function answer(sandbox: Sandbox, request: Request): Promise<Response> {
  try {
    return await sandbox.handle(request)
  } catch (error) {
    if (request.signal.aborted) return Response.error()
    throw error
  }
}

/** The sandbox routes on the service's own paths, so a base URL's path prefix is taken off first. */
async function withoutPrefix(request: Request, prefix: string): Promise<Request> {
  const url = new URL(request.url)
  url.pathname = url.pathname.slice(prefix.length) || '/'
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? await request.arrayBuffer() : undefined,
    signal: request.signal,
  })
}
