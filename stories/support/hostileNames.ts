// A service whose names carry a right-to-left override (U+202E), as a description a bank copies from
// a payer's reference can: every name and description in its answers starts with one, so the rest
// of the name, and any of bookkit's words after it in the same run of text, would be drawn right to
// left. The stories and the test of names written right to left share it.
import type { Sandbox } from '../../src/sandbox'

/** Unicode's right-to-left override: what follows it in its paragraph is drawn right to left. */
export const RLO = '\u202E'

/** The members a record is named or described by, in every answer. */
const NAME_MEMBERS = new Set(['name', 'displayName', 'secondaryDisplayName', 'description', 'memo', 'invoiceNumber'])

/** `name` as the hostile service sends it. */
export const overridden = (name: string): string => (name.startsWith(RLO) ? name : RLO + name)

/** Every name a hostile service has sent (each as sent), so a test can tell a name from bookkit's words around it. */
export const sentNames = new Set<string>()

function override(value: unknown, member = ''): unknown {
  if (typeof value === 'string') {
    if (!NAME_MEMBERS.has(member) || value === '') return value
    const name = overridden(value)
    sentNames.add(name)
    return name
  }
  if (Array.isArray(value)) return value.map((item) => override(item, member))
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, override(item, key)]))
  return value
}

/** From now on, `sandbox` answers every name and description with a right-to-left override before it (its stored records keep theirs). */
export function answerOverriddenNames(sandbox: Sandbox): void {
  const handle = sandbox.handle.bind(sandbox)
  sandbox.handle = async (request) => {
    const answer = await handle(request)
    if (!answer.headers.get('content-type')?.includes('application/json')) return answer
    const headers = new Headers(answer.headers)
    headers.delete('content-length')
    return Response.json(override(await answer.json()), { status: answer.status, headers })
  }
}
