import { controlWidths, cutTexts, dialogWidths, focusPlace, sidewaysScrolls, type ScreenFinding } from './screenMeasures'

/**
 * What a screen shows a user, checked in Chromium after every story (.storybook/preview.tsx) and
 * after each step of a walk through a page: dialogs wide enough for their content, controls wide
 * enough for their label, no text cut in a button, link or cell without its whole text in the name
 * and a tooltip (an amount or an invoice number never), nothing in a dialog or table scrolling
 * sideways on a phone, the focus where a user sees it after an interaction, and a quiet console.
 * Each failure names where (the story or step), the element and the measure.
 */

/** What a screen check needs to know besides the document: what was logged, and whether the user acted. */
export interface ScreenCheckOptions {
  /** Console errors and React warnings logged while the screen was reached (a `watchScreen()`'s `messages`). */
  messages?: readonly string[]
  /** A user's input (a key, a click) reached the page: then the focus must be somewhere the user sees. */
  interacted?: boolean
  /** What the user's last click reached (a `watchScreen()`'s `clicked`): a focus left there is where the user left it. */
  clicked?: Element | null
  /** The last click reached an element outside the viewport (a `watchScreen()`'s `clickedOutOfView`). */
  clickedOutOfView?: boolean
  document?: Document
}

/** A watch over a screen being reached: what the console said, and whether a user's input came. */
export interface ScreenWatch {
  readonly messages: readonly string[]
  readonly interacted: boolean
  /** What the last click (or press of a pointer) reached, if any came after the last key. */
  readonly clicked: Element | null
  /** The last click reached an element outside the viewport: a play's, which no user makes without scrolling first. */
  readonly clickedOutOfView: boolean
  /** Puts the console back and stops listening. */
  stop: () => void
}

/** React's own warnings come through console.warn from its modules (errors always count, whoever logs them). */
const FROM_REACT = /react-dom|\/react\/|react_jsx|react\.js/

function logged(values: readonly unknown[]): string {
  return values.map((value) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value))).join(' ')
}

/** Starts watching: console.error, React's console.warn and the user's keys and clicks, until `stop()`. */
export function watchScreen(target: Window = window): ScreenWatch {
  const messages: string[] = []
  let interacted = false
  const { console } = target as Window & { console: Console }
  const { error, warn } = console
  console.error = (...values: unknown[]) => {
    messages.push(`console.error: ${logged(values)}`)
    error.apply(console, values)
  }
  console.warn = (...values: unknown[]) => {
    if (FROM_REACT.test(new Error().stack ?? '')) messages.push(`React warning: ${logged(values)}`)
    warn.apply(console, values)
  }
  let clicked: Element | null = null
  let clickedOutOfView = false
  const acted = (event: Event) => {
    interacted = true
    clicked = event.type === 'keydown' ? null : event.target instanceof Element ? event.target : null
    const box = clicked?.getBoundingClientRect()
    clickedOutOfView =
      box !== undefined && (box.bottom <= 0 || box.top >= target.innerHeight || box.right <= 0 || box.left >= target.innerWidth)
  }
  const inputs = ['keydown', 'pointerdown', 'mousedown', 'click'] as const
  for (const type of inputs) target.addEventListener(type, acted, { capture: true })
  return {
    messages,
    get interacted() {
      return interacted
    },
    get clicked() {
      return clicked
    },
    get clickedOutOfView() {
      return clickedOutOfView
    },
    stop() {
      console.error = error
      console.warn = warn
      for (const type of inputs) target.removeEventListener(type, acted, { capture: true })
    },
  }
}

/** Measures the document once and answers every failure, each as `where · check · element: measure`. */
export function screenFailures(where: string, options: ScreenCheckOptions = {}): string[] {
  const { document: measured = document, messages = [], interacted = false, clicked, clickedOutOfView } = options
  const findings: { check: ScreenFinding['check'] | 'console'; element: string; measure: string }[] = [
    ...dialogWidths(measured),
    ...controlWidths(measured),
    ...cutTexts(measured),
    ...sidewaysScrolls(measured),
    ...(interacted ? focusPlace(measured, clicked, clickedOutOfView) : []),
    ...messages.map((message) => ({
      check: 'console' as const,
      element: 'console',
      measure: message.length > 300 ? `${message.slice(0, 297)}…` : message,
    })),
  ]
  // Every failure counts: none is skipped as known, so a story cannot pass with one.
  return findings.map(({ check, element, measure }) => `${where} · ${check} · ${element}: ${measure}`)
}

/** Throws with every failure listed when the screen is not sound; nothing when it is. */
export function expectScreenSound(where: string, options?: ScreenCheckOptions): void {
  const failures = screenFailures(where, options)
  if (failures.length > 0) throw new Error(`The screen of ${where} has ${failures.length} failure(s):\n${failures.join('\n')}`)
}
