/**
 * Names from outside (a rule's, a category's, a file's, a person's) inside our sentences, isolated
 * as `<bdi>` isolates them, so a name written right to left, or carrying direction marks, never
 * reorders the sentence's own words.
 */

/** Unicode's first-strong isolate, and the mark that ends it. */
const FSI = '\u2068'
const PDI = '\u2069'
/** Every isolate control (LRI, RLI, FSI, PDI): one inside a name could end its isolation early. */
const ISOLATE_CONTROLS = /[\u2066-\u2069]/g
/** A marked name: its marks, and the text between (none of which is a mark). */
const MARKED = /\u2068([^\u2066-\u2069]*)\u2069/

/**
 * `name` marked as isolated. In an attribute or any plain text the marks isolate it themselves;
 * `IsolatedText` draws each marked name as `<bdi>`. Isolate controls inside the name are dropped;
 * no name is no name (`''`), so a sentence can still ask whether it has one.
 */
export function isolate(name: string): string {
  return name === '' ? '' : FSI + name.replace(ISOLATE_CONTROLS, '') + PDI
}

/** Whether `text` holds a name marked by `isolate()`: a sentence of ours, not a name alone. */
export const hasIsolatedNames = (text: string): boolean => text.includes(FSI)

/**
 * `text` in parts: the words between names at even places, the names (their marks removed) at odd
 * places. "Keep ⁨Flour⁩?" is `['Keep ', 'Flour', '?']`. One pass: a name's text holds no mark.
 */
export function isolatedParts(text: string): string[] {
  return text.split(MARKED)
}

/** An account as a statement names it, "4000 · Sales", each part isolated: both come from the chart. */
export function numberedName({ accountNo, name }: { accountNo?: string | null; name: string }): string {
  return accountNo ? `${isolate(accountNo)} · ${isolate(name)}` : name
}

/** A value and the values it is part of, "Downtown › Counter", each name isolated; one name alone as it is. */
export const namePath = (names: readonly string[]): string => (names.length === 1 ? names[0]! : names.map(isolate).join(' › '))
