/// <reference types="vite/client" />
// <MonthEndClose> in Chromium, with every stylesheet a partner loads and the sandbox (and its host
// store) behind the service worker: a month signed off by keyboard alone, from the twelve months
// to its checklist, its reasons asked for and typed, and back, the focus where the user was; at
// 390 px the checklist scrolls nothing sideways and an account's long name wraps; each account's
// name sits on its line's baseline, a button beside it or not; the dialog an
// item's button opens is modal and gives the focus back; axe finds nothing on the checklist with
// items to do, nor with the reasons asked for. What the items say: the hook's and jsdom's tests.
import { render, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { page, userEvent } from 'vitest/browser'
import { MonthEndClose } from '../../src/components/MonthEndClose'
import { BookkeepingProvider } from '../../src/react'
import { SANDBOX, sandboxHandlers, type Sandbox } from '../../src/sandbox'
import { sandboxMaker } from '../../src/sandbox/sandbox'
import { isolate } from '../../src/format/isolate'
import { answerNamesAs } from '../../stories/support/answeredNames'
import { violations } from '../support/axe'
import { useBrowserWorker } from '../support/browserWorker'
import { useHostDocument } from '../support/hostDocument'
import { useViewerToday } from '../support/viewerToday'

import.meta.glob('../../src/styles/*.css', { eager: true })

const BASE_URL = 'https://sandbox.bookkit.test'
const TODAY = '2026-06-30'
const bakery = SANDBOX.companies.bakery
/** The checking account as a bank feed may name it: 80 characters, most of them one word. */
const LONG_NAME = `Business Checking ${'W'.repeat(62)}`
// Each test signs off or not on books of its own: the seed made once, copied for each.
const freshSandbox = sandboxMaker({
  seed: 1,
  today: TODAY,
  volume: { invoicesPerCompany: 40, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 0 },
})
const worker = useBrowserWorker()
let sandbox: Sandbox

beforeEach(async () => {
  sandbox = freshSandbox()
  answerNamesAs(sandbox, new Set(['name']), (name) => (name === 'Business Checking' ? LONG_NAME : name))
  worker.resetHandlers(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }))
  await page.viewport(1280, 900)
})
useHostDocument()
useViewerToday(TODAY)
vi.setConfig({ testTimeout: 60_000 })

/** The host's page: its h1, then the close, with the host's chart and the sandbox's store. */
function renderPage(month?: string): void {
  const books = (children: ReactNode) => (
    <BookkeepingProvider
      baseUrl={BASE_URL}
      store={sandbox.store}
      fetchToken={async () => sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })}
    >
      {children}
    </BookkeepingProvider>
  )
  render(
    <main>
      <h1>Maple Crumb Bakery</h1>
      {books(<MonthEndClose month={month} accounts={sandbox.inspect.glAccounts(bakery.id)} userName="The owner" />)}
    </main>,
  )
}

/** What the focused element is called: its label, its accessible name, or its own text. */
function focused(): string {
  const element = document.activeElement as HTMLElement
  const label = element.closest('label')?.querySelector('.bk-field__label')?.textContent
  return (label ?? element.getAttribute('aria-label') ?? element.textContent ?? '').trim()
}

/** Presses Tab (or Shift+Tab) until the focus is on `target`, and says where it stopped on the way. */
async function tabTo(target: HTMLElement, { back = false, most = 20 } = {}): Promise<string[]> {
  const stops: string[] = []
  for (let press = 0; press < most && document.activeElement !== target; press++) {
    await userEvent.keyboard(back ? '{Shift>}{Tab}{/Shift}' : '{Tab}')
    stops.push(focused())
  }
  expect(document.activeElement, `Tab never reached ${target.outerHTML.slice(0, 120)}: ${stops.join(' → ')}`).toBe(target)
  return stops
}

/** The checklist of `month` never signed off, once every item is known and nothing is read any more (seven items: no change to tell before a sign-off). */
async function checklistShown(month: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: `Closing ${month}` })
  const root = heading.closest<HTMLElement>('section')!
  await waitFor(
    () => {
      expect(root.querySelectorAll('[data-item]')).toHaveLength(7)
      expect(root.querySelector('[data-item][data-state="unknown"]')).toBeNull()
      expect(root).not.toHaveAttribute('aria-busy')
    },
    { timeout: 20_000 },
  )
  return root
}

const toDoTitles = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-item][data-state="toDo"] .bk-close__item-title')].map((title) => title.textContent)
const reasonFields = () => screen.queryAllByRole('textbox', { name: 'Why sign off without it' })

it('signs a month off by keyboard alone: the month opened from the twelve, the reasons asked for and typed, and back to its button', async () => {
  renderPage()
  const may = await screen.findByRole('button', { name: 'Open May 2026' })
  // The newest month is the first stop of the page.
  expect(await tabTo(may, { most: 3 })).toEqual(['Open May 2026'])
  await userEvent.keyboard('{Enter}')
  const heading = await screen.findByRole('heading', { name: 'Closing May 2026' })
  await waitFor(() => expect(document.activeElement).toBe(heading))
  const root = await checklistShown('May 2026')
  const toDo = toDoTitles(root)
  expect(toDo.length).toBeGreaterThan(1)
  expect(reasonFields()).toEqual([])

  // Sign off with items not done: a reason field for each, the focus in the first, the status naming them.
  const signOff = within(root).getByRole('button', { name: 'Sign off May 2026' })
  await tabTo(signOff, { most: 40 })
  await userEvent.keyboard('{Enter}')
  await waitFor(() => expect(reasonFields()).toHaveLength(toDo.length))
  const fields = reasonFields()
  await waitFor(() => expect(document.activeElement).toBe(fields[0]))
  const status = within(root).getByRole('status')
  expect(status).toHaveTextContent(`${toDo.length} items are not done: say why for each to sign off.`)
  for (const title of toDo) expect(status).toHaveTextContent(title!)

  // A reason in each, Tab from one to the next (past the item's own buttons), then Sign off again.
  for (const [at, field] of fields.entries()) {
    if (at > 0) await tabTo(field, { most: 4 })
    await userEvent.keyboard(`Checked by hand, item ${at + 1}`)
    // Every key landed in the field: nothing took the focus while the user typed.
    expect(field).toHaveValue(`Checked by hand, item ${at + 1}`)
  }
  await tabTo(signOff, { most: 8 })
  await userEvent.keyboard('{Enter}')
  await waitFor(() => expect(status).toHaveTextContent('May 2026 is signed off.'))
  expect(reasonFields()).toEqual([])
  expect(within(root).getByRole('button', { name: 'Reopen May 2026' })).toBeInTheDocument()

  // All months, by keyboard from where the focus is: the focus back on May's button, its row signed off.
  const back = within(root).getByRole('button', { name: 'All months' })
  // The button pressed gave way to Reopen: the focus is on the month's heading, one Shift+Tab from All months.
  expect(document.activeElement).toBe(heading)
  await tabTo(back, { back: true, most: 1 })
  await userEvent.keyboard('{Enter}')
  const again = await screen.findByRole('button', { name: 'Open May 2026' })
  await waitFor(() => expect(document.activeElement).toBe(again))
  await waitFor(() => expect(again.closest('tr')).toHaveTextContent(/Signed off on /))
  expect(again.closest('tr')).toHaveAttribute('data-state', 'signedOff')
})

it('at 390 px the checklist scrolls nothing sideways, each item within it, an account’s 80-character name wraps, and each account’s name sits on the baseline of the words after it', async () => {
  await page.viewport(390, 800)
  renderPage('2026-05')
  const root = await checklistShown('May 2026')
  const expectFits = (what: string) => {
    const { scrollingElement } = document
    expect(scrollingElement!.scrollWidth, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(scrollingElement!.clientWidth)
    const box = root.getBoundingClientRect()
    for (const item of root.querySelectorAll<HTMLElement>('[data-item]')) {
      const rect = item.getBoundingClientRect()
      expect(rect.right, `${what}: ${item.dataset.item} is wider than the checklist`).toBeLessThanOrEqual(box.right + 0.5)
      expect(item.scrollWidth, `${what}: ${item.dataset.item} scrolls sideways`).toBeLessThanOrEqual(item.clientWidth)
    }
  }
  expectFits('the checklist')

  // The long name wraps inside its item, on two lines at most, whole in its title; its button stays beside it.
  const item = root.querySelector<HTMLElement>('[data-item="reconcile"]')!
  const name = [...item.querySelectorAll<HTMLElement>('.bk-clamp')].find((one) => one.title === LONG_NAME)!
  const lineHeight = Number.parseFloat(getComputedStyle(name).lineHeight)
  expect(name.getBoundingClientRect().height, 'the name is on one line').toBeGreaterThan(lineHeight * 1.5)
  expect(name.getBoundingClientRect().height, 'the name is more than two lines').toBeLessThan(lineHeight * 2.5)
  const button = within(item).getByRole('button', { name: `Reconcile ${isolate(LONG_NAME)}` })
  for (const inside of [name, button])
    expect(inside.getBoundingClientRect().right, `the ${inside.localName} is wider than its item`).toBeLessThanOrEqual(
      item.getBoundingClientRect().right + 0.5,
    )
  expectNamesOnBaseline(root)

  // The reasons asked for fit as well.
  await userEvent.click(within(root).getByRole('button', { name: 'Sign off May 2026' }))
  await waitFor(() => expect(reasonFields().length).toBeGreaterThan(0))
  expectFits('with the reasons asked for')
})

/** The boxes of a text node's glyphs, one per line it is on. */
const glyphBoxes = (text: Node) => {
  const range = document.createRange()
  range.selectNodeContents(text)
  return [...range.getClientRects()].filter((box) => box.width > 0)
}

/** Each account's name on the baseline of the words after it, beside the account's button as without it. */
function expectNamesOnBaseline(root: HTMLElement) {
  const lines = [...root.querySelectorAll<HTMLElement>('[data-item="reconcile"] .bk-close__details li')]
  expect(lines.length).toBeGreaterThan(1)
  expect(lines.some((line) => line.querySelector('button'))).toBe(true)
  let beside = 0
  for (const line of lines) {
    const name = line.querySelector<HTMLElement>('.bk-clamp')!
    const nameText = document.createTreeWalker(name, NodeFilter.SHOW_TEXT).nextNode()!
    // The words right after the name, in the line's own font: the same glyph box, so the same bottom on one
    // baseline. A name on two lines (the long one at 390 px) fills the width: its words start the next line.
    const after = name.nextSibling!
    expect(after.nodeType, 'the words after the name').toBe(Node.TEXT_NODE)
    const [nameFirst] = glyphBoxes(nameText)
    const [afterFirst] = glyphBoxes(after)
    if (afterFirst!.left < nameFirst!.right) continue
    beside++
    expect(Math.abs(nameFirst!.bottom - afterFirst!.bottom), `${name.title}: its name is off the line’s baseline`).toBeLessThan(0.5)
  }
  expect(beside, 'no name has its words beside it').toBeGreaterThan(0)
}

it('opens where an item is fixed in a modal dialog that keeps the focus, and Escape gives it back to the item’s button', async () => {
  renderPage('2026-05')
  const root = await checklistShown('May 2026')
  const opener = within(root.querySelector<HTMLElement>('[data-item="review"]')!).getByRole('button', { name: 'Review transactions' })
  await tabTo(opener, { most: 40 })
  await userEvent.keyboard('{Enter}')
  const dialog = await screen.findByRole('dialog', { name: 'Bank transactions reviewed' })
  expect(dialog.matches(':modal')).toBe(true)
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
  // Tab goes round the dialog's own controls and back to its Close (by way of the browser's own bar, the
  // document's body meanwhile), never to the page behind it: that is inert, by Tab or by script.
  await within(dialog).findByRole('grid')
  const close = within(dialog).getByRole('button', { name: 'Close' })
  const stops: Element[] = []
  for (let press = 0; press < 60 && stops.filter((at) => at === close).length < 2; press++) {
    await userEvent.keyboard('{Tab}')
    stops.push(document.activeElement!)
  }
  expect(stops.filter((at) => at === close)).toHaveLength(2)
  expect(stops.filter((at) => at !== document.body && !dialog.contains(at)).map((at) => at.outerHTML.slice(0, 80))).toEqual([])
  opener.focus()
  expect(document.activeElement).not.toBe(opener)

  await userEvent.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(document.activeElement).toBe(opener)
})

it('at 1280 px sets each account’s name on the baseline of the words after it, and axe finds nothing on the checklist with items to do, nor with the reasons asked for', async () => {
  renderPage('2026-05')
  const root = await checklistShown('May 2026')
  expectNamesOnBaseline(root)
  expect(toDoTitles(root).length).toBeGreaterThan(0)
  expect(await violations(document)).toEqual([])

  await userEvent.click(within(root).getByRole('button', { name: 'Sign off May 2026' }))
  await waitFor(() => expect(reasonFields()).toHaveLength(toDoTitles(root).length))
  expect(await violations(document)).toEqual([])
})
