/**
 * Reading CAMT's XML by local names: each version of camt.053 (001.02 to 001.13) has its own
 * namespace, and some banks add a prefix, but the element names are the same.
 */
import { calendarDate } from '../content'

/*
 * Children are walked sibling by sibling rather than through `element.children`: a live
 * collection that some DOMs (jsdom) index in linear time, which made a statement of 20,000
 * entries take a minute; walking is linear everywhere, and `at` stops at the first match.
 */

/** The children of `element` with that local name. */
export function childrenNamed(element: Element | undefined, name: string): Element[] {
  const found: Element[] = []
  for (let child = element?.firstElementChild; child; child = child.nextElementSibling) if (child.localName === name) found.push(child)
  return found
}

function childNamed(element: Element, name: string): Element | undefined {
  for (let child = element.firstElementChild; child; child = child.nextElementSibling) if (child.localName === name) return child
  return undefined
}

/** The first element down a path of local names (`at(entry, 'BookgDt', 'Dt')`), or `undefined`. */
export function at(element: Element | undefined, ...path: string[]): Element | undefined {
  let current = element
  for (const name of path) {
    if (!current) return undefined
    current = childNamed(current, name)
  }
  return current
}

/** The trimmed text down a path, or `undefined` when the element is missing or blank. */
export function textAt(element: Element | undefined, ...path: string[]): string | undefined {
  const text = at(element, ...path)?.textContent?.trim()
  return text ? text : undefined
}

/** A `Dt` or `DtTm` (`2026-05-04`, `2026-05-04+02:00`, `2026-05-04T18:30:00Z`) as the calendar day written, zone ignored. */
export function camtDate(text: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T Z+-])/.exec(text.trim())
  return match ? calendarDate(match[1]!, match[2]!, match[3]!) : undefined
}

/** The day of a date choice (`<BookgDt><Dt>` or `<BookgDt><DtTm>`), as written. */
export function dateChoiceText(choice: Element | undefined): string | undefined {
  return textAt(choice, 'Dt') ?? textAt(choice, 'DtTm')
}
