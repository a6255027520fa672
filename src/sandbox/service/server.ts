import type { IncomingMessage, ServerResponse } from 'node:http'
import { MAX_BODY_BYTES } from './http'
import type { SandboxOptions } from './options'
import { createSandbox, type Sandbox } from '../sandbox'

/** `startSandboxServer` options: where to listen, plus every `createSandbox` option. */
export interface SandboxServerOptions extends SandboxOptions {
  /** Default 0: any free port. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
}

/** A running sandbox server; `close()` stops it and drops open connections. */
export interface SandboxServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string
  sandbox: Sandbox
  close(): Promise<void>
}

// Everything the client sends: the v5 paging headers also travel on the described profile's
// bodiless POST listing. Accept is listed too, since a non-default value is not CORS-safelisted.
const ALLOWED_HEADERS = 'Accept, Authorization, Content-Type, limit, cursor, lastUpdatedDate'
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'host',
  'upgrade',
  'expect',
  'proxy-connection',
])

/**
 * The sandbox behind a real Node HTTP server with permissive CORS, for local development.
 * `node:http` is loaded here, on demand, so importing `bookkit/sandbox` stays browser-safe.
 */
export async function startSandboxServer(options: SandboxServerOptions = {}): Promise<SandboxServer> {
  const { port = 0, host = '127.0.0.1', ...sandboxOptions } = options
  const specifier = 'node:http'
  const { createServer } = (await import(/* @vite-ignore */ specifier)) as typeof import('node:http')
  const sandbox = createSandbox(sandboxOptions)
  const server = createServer((incoming, outgoing) => {
    serve(sandbox, incoming, outgoing).catch(() => outgoing.destroy())
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address()
  const boundPort = typeof address === 'object' && address !== null ? address.port : port
  const hostInUrl = host.includes(':') ? `[${host}]` : host
  return {
    url: `http://${hostInUrl}:${boundPort}`,
    sandbox,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}

async function serve(sandbox: Sandbox, incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
  const cors = corsHeaders(incoming)
  if (incoming.method === 'OPTIONS') {
    outgoing.writeHead(204, cors).end()
    return
  }
  const body = await readBody(incoming)
  const aborted = new AbortController()
  outgoing.on('close', () => {
    if (!outgoing.writableFinished) aborted.abort()
  })
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue
    headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  const method = incoming.method ?? 'GET'
  // The sandbox routes on the path only; a fixed origin keeps an odd Host header from mattering.
  const request = new Request(new URL(incoming.url ?? '/', 'http://127.0.0.1'), {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(body),
    signal: aborted.signal,
  })
  let response: Response
  try {
    response = await sandbox.handle(request)
  } catch {
    outgoing.destroy()
    return
  }
  if (response.type === 'error') {
    // An injected network error: drop the connection without an answer. A hung request ends here
    // too, once its client has gone and `close` has aborted it.
    incoming.socket.destroy()
    return
  }
  const answer = Buffer.from(await response.arrayBuffer())
  outgoing.writeHead(response.status, { ...Object.fromEntries(response.headers), ...cors, 'content-length': answer.length })
  outgoing.end(answer)
}

function corsHeaders(incoming: IncomingMessage): Record<string, string> {
  const origin = incoming.headers.origin
  return {
    'access-control-allow-origin': typeof origin === 'string' ? origin : '*',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': ALLOWED_HEADERS,
    'access-control-expose-headers': ALLOWED_HEADERS,
    'access-control-max-age': '600',
    vary: 'Origin',
  }
}

/** The body, cut just past the sandbox's size limit so an oversized upload is refused, not buffered whole. */
async function readBody(incoming: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of incoming) {
    const buffer = chunk as Buffer
    if (size <= MAX_BODY_BYTES) chunks.push(buffer)
    size += buffer.length
  }
  return Buffer.concat(chunks)
}
