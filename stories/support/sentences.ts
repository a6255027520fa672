// Our sentences draw each name from outside in a <bdi> (src/components/shared/text/SentenceWithName), so
// a sentence's element holds its words and its names' elements: testing-library's text matchers
// see an element's own text nodes only. This finds a sentence by its text as a reader sees it, in
// the stories' play functions and in the tests.
import type { MatcherFunction } from '@testing-library/react'
import { isolatedParts } from '../../src/format/isolate'

/** An element's own text with its names' `<bdi>`s, as it reads. */
export const ownSentence = (element: Element): string =>
  [...element.childNodes]
    .map((node) => (node.nodeType === Node.TEXT_NODE || (node as Element).localName === 'bdi' ? (node.textContent ?? '') : ''))
    .join('')

/** A sentence holding marked names as the page shows it: each name drawn in `<bdi>`, its marks gone from the text. */
export const asShown = (sentence: string): string => isolatedParts(sentence).join('')

/** `ownSentence`, its white space collapsed as testing-library's default does. */
const sentenceOf = (element: Element): string => ownSentence(element).replace(/\s+/g, ' ').trim()

/** A text matcher for the element whose own text, its names' `<bdi>`s included, is `text` (or matches it). */
export function wholeText(text: string | RegExp): MatcherFunction {
  const matches = (element: Element) => (typeof text === 'string' ? sentenceOf(element) === text : text.test(sentenceOf(element)))
  return (_content, element) => element !== null && matches(element) && ![...element.children].some(matches)
}
