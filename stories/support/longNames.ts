// A service that sends hostile names: every name and description in its answers is 10,000
// characters long, its own words first (so it stays recognisable), then one unbroken run of
// letters (no space to wrap at). The stories and tests of long names share it.
import type { Sandbox } from '../../src/sandbox'
import { answerNamesAs } from './answeredNames'

/** How long every name the service sends is. */
const LONG_NAME_LENGTH = 10_000

/** The members a record is named or described by, in every answer. */
const NAME_MEMBERS = new Set(['name', 'displayName', 'secondaryDisplayName', 'description'])

/** `name`, 10,000 characters long. */
export const longName = (name: string): string => `${name} ${'W'.repeat(LONG_NAME_LENGTH)}`.slice(0, LONG_NAME_LENGTH)

/** From now on, `sandbox` answers every name and description 10,000 characters long (its stored records keep theirs). */
export function answerLongNames(sandbox: Sandbox): void {
  answerNamesAs(sandbox, NAME_MEMBERS, longName)
}
