// Whether every name from outside that a component shows is isolated from bookkit's own words, as
// a browser draws it: a name that carries a right-to-left override (stories/support/hostileNames)
// may reverse only itself. For Chromium: what isolates text is read from the computed style.
import { render, screen, waitFor } from '@testing-library/react'
import type { ComponentType, ReactElement, ReactNode } from 'react'
import { RLO, sentNames } from '../../stories/support/hostileNames'

const ISOLATE_OPENERS = new Set(['\u2066', '\u2067', '\u2068'])
const PDI = '\u2069'
const ELLIPSIS = '…'
/** The attributes whose text assistive technology reads or a pointer shows. */
const SPOKEN_ATTRIBUTES = ['aria-label', 'aria-description', 'aria-valuetext', 'aria-roledescription', 'title', 'alt', 'placeholder']

/** Whether every override in `text` lies between an isolate's opening mark and its PDI. */
function overridesInsideIsolates(text: string): boolean {
  let depth = 0
  for (const character of text) {
    if (ISOLATE_OPENERS.has(character)) depth += 1
    else if (character === PDI) depth = Math.max(0, depth - 1)
    else if (character === RLO && depth === 0) return false
  }
  return true
}

/** Whether `text` is one name the service, a file or the host sent, whole or cut short with an ellipsis. */
function isOneName(text: string, names: ReadonlySet<string>): boolean {
  const trimmed = text.trim()
  if (names.has(trimmed)) return true
  if (!trimmed.endsWith(ELLIPSIS)) return false
  const start = trimmed.slice(0, -ELLIPSIS.length).trimEnd()
  for (const name of names) if (name.startsWith(start)) return true
  return false
}

/** The nearest element (from `element` up) whose content the browser lays out as a run of its own. */
function isolatingElement(element: Element, root: Element): Element {
  for (let current: Element | null = element; current && current !== root.parentElement; current = current.parentElement) {
    if (current.localName === 'bdi' || current.hasAttribute('dir')) return current
    if (current instanceof SVGElement) {
      if (current.localName === 'text' || current.localName === 'title' || current.localName === 'desc') return current
      continue
    }
    const style = getComputedStyle(current)
    if (['isolate', 'isolate-override', 'plaintext'].includes(style.unicodeBidi)) return current
    if (style.display !== 'inline' && style.display !== 'contents') return current
  }
  return root
}

/** What is wrong with how `root` shows names: each a sentence naming where. Empty: every name is isolated. */
function unisolatedNames(root: Element, names: ReadonlySet<string>): string[] {
  const problems: string[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? ''
    const parent = node.parentElement
    if (!text.includes(RLO) || !parent || overridesInsideIsolates(text)) continue
    if (parent.closest('script, style, template')) continue
    const unit = isolatingElement(parent, root)
    const unitText = unit.textContent ?? ''
    if (!isOneName(unitText, names) && !overridesInsideIsolates(unitText))
      problems.push(`text in <${unit.localName} class="${unit.getAttribute('class') ?? ''}">: ${JSON.stringify(unitText.slice(0, 120))}`)
  }
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const attribute of SPOKEN_ATTRIBUTES) {
      const value = element.getAttribute(attribute)
      if (!value?.includes(RLO) || isOneName(value, names) || overridesInsideIsolates(value)) continue
      problems.push(
        `${attribute} of <${element.localName} class="${element.getAttribute('class') ?? ''}">: ${JSON.stringify(value.slice(0, 120))}`,
      )
    }
  }
  return [...new Set(problems)]
}

/** Shows `element` inside `wrapper` (the test's provider), waits until it shows a name sent and has loaded, and returns its root. */
export async function shownWithNames(element: ReactElement, wrapper: ComponentType<{ children: ReactNode }>): Promise<HTMLElement> {
  render(<div data-testid="host">{element}</div>, { wrapper })
  const root = screen.getByTestId('host')
  await waitFor(() => expect(root.textContent).toContain(RLO), { timeout: 20_000 })
  await waitFor(() => expect(root.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 20_000 })
  return root
}

/** Every name on the page isolated from bookkit's words; `what` names the state in a failure. */
export const expectIsolated = (what: string): void => expect(unisolatedNames(document.body, sentNames), what).toEqual([])
