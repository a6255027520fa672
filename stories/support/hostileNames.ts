// A service whose names carry a right-to-left override (U+202E), as a description a bank copies from
// a payer's reference can: every name and description in its answers starts with one, so the rest
// of the name, and any of bookkit's words after it in the same run of text, would be drawn right to
// left. The stories and the test of names written right to left share it.
import type { Sandbox } from '../../src/sandbox'
import { answerNamesAs } from './answeredNames'

/** Unicode's right-to-left override: what follows it in its paragraph is drawn right to left. */
export const RLO = '\u202E'

/** The members a record is named or described by, in every answer. */
const NAME_MEMBERS = new Set(['name', 'displayName', 'secondaryDisplayName', 'description', 'memo', 'invoiceNumber'])

/** `name` as the hostile service sends it. */
export const overridden = (name: string): string => (name.startsWith(RLO) ? name : RLO + name)

/** Every name a hostile service has sent (each as sent), so a test can tell a name from bookkit's words around it. */
export const sentNames = new Set<string>()

/** From now on, `sandbox` answers every name and description with a right-to-left override before it (its stored records keep theirs). */
export function answerOverriddenNames(sandbox: Sandbox): void {
  answerNamesAs(sandbox, NAME_MEMBERS, (value) => {
    if (value === '') return value
    const name = overridden(value)
    sentNames.add(name)
    return name
  })
}
