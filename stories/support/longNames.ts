// A service that sends hostile names: every name and description in its answers is 10,000
// characters long, its own words first (so it stays recognisable), then one unbroken run of
// letters (no space to wrap at). The stories and tests of long names share it.
import type { Sandbox } from '../../src/sandbox'

/** How long every name the service sends is. */
const LONG_NAME_LENGTH = 10_000

/** The members a record is named or described by, in every answer. */
const NAME_MEMBERS = new Set(['name', 'displayName', 'secondaryDisplayName', 'description'])

/** `name`, 10,000 characters long. */
export const longName = (name: string): string => `${name} ${'W'.repeat(LONG_NAME_LENGTH)}`.slice(0, LONG_NAME_LENGTH)

function lengthen(value: unknown, member = ''): unknown {
  if (typeof value === 'string') return NAME_MEMBERS.has(member) ? longName(value) : value
  if (Array.isArray(value)) return value.map((item) => lengthen(item, member))
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, lengthen(item, key)]))
  return value
}

/** From now on, `sandbox` answers every name and description 10,000 characters long (its stored records keep theirs). */
export function answerLongNames(sandbox: Sandbox): void {
  const handle = sandbox.handle.bind(sandbox)
  sandbox.handle = async (request) => {
    const answer = await handle(request)
    if (!answer.headers.get('content-type')?.includes('application/json')) return answer
    const headers = new Headers(answer.headers)
    headers.delete('content-length')
    return Response.json(lengthen(await answer.json()), { status: answer.status, headers })
  }
}
