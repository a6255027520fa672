// Our sentences draw each name from outside in a <bdi> (src/components/shared/SentenceWithName), so
// the sentence's element holds more than one text node: testing-library's text matchers see an
// element's own text nodes only. This finds a sentence by its whole text, as a reader sees it.
import type { MatcherFunction } from '@testing-library/react'

/** A text matcher for the innermost element whose whole text is `text` (or matches it), its names' `<bdi>`s included. */
export function wholeText(text: string | RegExp): MatcherFunction {
  const matches = (element: Element) => (typeof text === 'string' ? element.textContent === text : text.test(element.textContent ?? ''))
  return (_content, element) => element !== null && matches(element) && ![...element.children].some(matches)
}
