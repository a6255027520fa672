// What a looser service than the sandbox may send for GL lines (a zero side left out, an amount
// as a float): the sandbox still answers every GL query, and each line of its answer is edited.
import { http, HttpResponse } from 'msw'
import type { setupServer } from 'msw/node'
import type { Sandbox } from '../../src/sandbox'
import { TEST_BASE_URL } from './sandbox'

type WireLine = Record<string, unknown>

/**
 * Passes every line of the sandbox's answers to GL queries on `path` through `edit` (with the
 * line's `id`, so a test can pick one stored line), until the test's handlers are reset.
 */
export function editLedgerLines(
  state: { server: ReturnType<typeof setupServer>; sandbox: Sandbox },
  path: string,
  edit: (line: WireLine) => WireLine,
): void {
  state.server.use(
    http.post(`${TEST_BASE_URL}${path}`, async ({ request }) => {
      const answer = await state.sandbox.handle(request)
      const body = (await answer.json()) as { data?: unknown }
      const data = Array.isArray(body.data) ? body.data.map((line: WireLine) => edit({ ...line })) : body.data
      return HttpResponse.json({ ...body, data } as never, { status: answer.status })
    }),
  )
}

/** `line` without its zero side: left out, or null when `asNull`. A line with no zero side is left as it is. */
export function withoutZeroSide(line: WireLine, asNull: boolean): WireLine {
  const zero = line.crAmount === 0 ? 'crAmount' : line.drAmount === 0 ? 'drAmount' : undefined
  if (!zero) return line
  const { [zero]: _, ...rest } = line
  return asNull ? { ...rest, [zero]: null } : rest
}
