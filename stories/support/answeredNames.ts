// A sandbox that sends hostile names (stories/support/longNames.ts, hostileNames.ts): every name its
// answers hold is rewritten on the way out, its stored records keeping their own.
import type { Sandbox } from '../../src/sandbox'

/** Every string under one of `members` in `value`, rewritten by `rename`. */
function renamed(value: unknown, members: ReadonlySet<string>, rename: (name: string) => string, member = ''): unknown {
  if (typeof value === 'string') return members.has(member) ? rename(value) : value
  if (Array.isArray(value)) return value.map((item) => renamed(item, members, rename, member))
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renamed(item, members, rename, key)]))
  return value
}

/** From now on, `sandbox` answers every string under one of `members` (at any depth of a JSON answer) as `rename` makes it. */
export function answerNamesAs(sandbox: Sandbox, members: ReadonlySet<string>, rename: (name: string) => string): void {
  const handle = sandbox.handle.bind(sandbox)
  sandbox.handle = async (request) => {
    const answer = await handle(request)
    if (!answer.headers.get('content-type')?.includes('application/json')) return answer
    const headers = new Headers(answer.headers)
    headers.delete('content-length')
    return Response.json(renamed(await answer.json(), members, rename), { status: answer.status, headers })
  }
}
