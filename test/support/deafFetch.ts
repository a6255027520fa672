// A host's `fetch` that ignores the AbortSignal, as some wrappers and instrumentation do: they build
// a new request from the URL, method, headers and body, and the caller's signal is left behind.

/**
 * A `fetch` that sends what it is given without its signal: neither a cancel nor a time limit
 * reaches the request, so a service that never answers is waited for until the test ends. The
 * request goes to `send` (the global fetch by default, which MSW answers from the test's sandbox).
 */
export function signalDeafFetch(send: (request: Request) => Promise<Response> = (request) => globalThis.fetch(request)): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer()
    return send(new Request(request.url, { method: request.method, headers: request.headers, body }))
  }
}

/** A response whose body starts and never ends; `cancelled` is called when its reader gives it up. */
export function endlessResponse(cancelled: () => void = () => {}): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"result": "SUCCESS", "data": ['))
    },
    cancel: cancelled,
  })
  return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } })
}
