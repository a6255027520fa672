/// <reference types="vite/client" />
// <OwnerQuestions> in Chromium at a phone's 390 px, with every stylesheet a partner loads, the
// sandbox behind the service worker and its host store holding the bakery's questions
// (stories/support/ownerQuestions.ts), the owner signed in with a read-only token: answers go to
// the store, never to the service, so a read-only owner answers. By keyboard alone: a choice and a
// note sent, the next question takes the focus, the store holds the answer. By touch: a choice
// tapped and a receipt uploaded, every control at least 44 px tall, nothing scrolls sideways, no
// text of the card cut; the page reloaded keeps the choice, the note and the receipt.
import { render, screen, waitFor, within } from '@testing-library/react'
import { cdp, page, userEvent } from 'vitest/browser'
import { OwnerQuestions } from '../../src/components/OwnerQuestions'
import type { QuestionsRecord } from '../../src/core/questions/types'
import { questionsKey } from '../../src/core/store/store'
import { BookkeepingProvider, clearBookkeepingCache } from '../../src/react'
import type { UploadAttachment } from '../../src/react/provider/upload'
import { SANDBOX, sandboxHandlers, type Sandbox } from '../../src/sandbox'
import { sandboxMaker } from '../../src/sandbox/sandbox'
import { askTheBakery } from '../../stories/support/ownerQuestions'
import { useBrowserWorker } from '../support/browserWorker'
import { expectScreenSound } from '../support/screenChecks'
import { useHostDocument } from '../support/hostDocument'
import { useViewerToday } from '../support/viewerToday'

import.meta.glob('../../src/styles/*.css', { eager: true })

const BASE_URL = 'https://sandbox.bookkit.test'
const TODAY = '2026-06-30'
const bakery = SANDBOX.companies.bakery
const freshSandbox = sandboxMaker({
  seed: 1,
  today: TODAY,
  volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 0 },
})
const worker = useBrowserWorker()
let sandbox: Sandbox
let questions: ReturnType<typeof askTheBakery>

beforeEach(async () => {
  sandbox = freshSandbox()
  questions = askTheBakery(sandbox)
  worker.resetHandlers(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }))
  await page.viewport(390, 844)
})
// What a test kept in this browser (a draft not sent) is not the next file's.
afterEach(() => clearBookkeepingCache())
useHostDocument()
useViewerToday(TODAY)
vi.setConfig({ testTimeout: 60_000 })
// The page runs as in a partner's app, outside React's act(): the draft is read back from this
// browser's storage after a digest, an update no act() of a test's event could wrap.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
})
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true
})

/** The host's upload, as its file store answers at once: the file's record kept in the sandbox. */
const upload: UploadAttachment = async (file) => sandbox.addAttachment({ fileName: file.name, fileSize: '1 KB', companyId: bakery.id })

/** The owner's page: the host's h1 and the questions, the owner signed in read-only. */
function OwnersPage({ onAnswered }: { onAnswered?: () => void }) {
  return (
    <main>
      <h1>Maple Crumb Bakery</h1>
      <BookkeepingProvider
        baseUrl={BASE_URL}
        store={sandbox.store}
        sessionKey={SANDBOX.users.bakeryOwner}
        onUploadAttachment={upload}
        fetchToken={async () => sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner, scope: 'read' })}
      >
        <OwnerQuestions companyId={bakery.id} onAnswered={onAnswered} />
      </BookkeepingProvider>
    </main>
  )
}

/** The questions as the host's store holds them now. */
async function stored(): Promise<QuestionsRecord> {
  const kept = await sandbox.store.load(questionsKey(bakery.id))
  return kept!.value as QuestionsRecord
}

/** What the card says of the receipt added, without the marks that isolate the file's name. */
const attachedIn = (card: HTMLElement) => card.querySelector('[data-attached] span')?.textContent?.replace(/[\u2066-\u2069]/g, '')

/** Presses Tab until the focus is on `target`. */
async function tabTo(target: HTMLElement, most = 20): Promise<void> {
  for (let press = 0; press < most && document.activeElement !== target; press++) await userEvent.keyboard('{Tab}')
  expect(document.activeElement, `Tab never reached ${target.outerHTML.slice(0, 120)}`).toBe(target)
}

/** A finger's tap on `element`'s middle, as the phone's touchscreen sends it (CDP's touch events, in the page's coordinates). */
async function tap(element: HTMLElement): Promise<void> {
  element.scrollIntoView({ block: 'center' })
  const box = element.getBoundingClientRect()
  // The test's page is a frame of Vitest's: the touch is sent to the top page, where the frame sits (and may be scaled).
  const frame = window.frameElement?.getBoundingClientRect()
  const scale = frame ? frame.width / window.innerWidth : 1
  const x = (frame?.left ?? 0) + (box.left + box.width / 2) * scale
  const y = (frame?.top ?? 0) + (box.top + box.height / 2) * scale
  await cdp().send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
  await cdp().send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
}

/** What a phone user must be able to press and read: every control 44 px tall or more, nothing sideways, the card's text whole. */
function expectFitForAFinger(card: HTMLElement): void {
  const controls = [...card.querySelectorAll<HTMLElement>('button, textarea, label.bk-button')].filter(
    (control) => control.offsetParent !== null,
  )
  expect(controls.length).toBeGreaterThan(4)
  for (const control of controls)
    expect(
      control.getBoundingClientRect().height,
      `${control.textContent || control.tagName} is too short for a finger`,
    ).toBeGreaterThanOrEqual(44)
  expect(document.documentElement.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(390)
  for (const text of card.querySelectorAll<HTMLElement>('h3, p, dd, li, legend, label'))
    expect(text.scrollWidth, `"${text.textContent}" is cut`).toBeLessThanOrEqual(text.clientWidth + 1)
  // And the checks every story is held to: the focus seen, no control narrower than its first word.
  expectScreenSound('the owner’s card at 390 px')
}

it('answers by keyboard alone on a read-only token: a choice and a note sent, the next question focused, the store holding the answer', async () => {
  const onAnswered = vi.fn()
  render(<OwnersPage onAnswered={onAnswered} />)
  const heading = await screen.findByRole('heading', { level: 3, name: 'What was this for?' })
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('3 questions from your bookkeeper')
  const card = heading.closest<HTMLElement>('article')!
  expect(within(card).getByText('1 of 5')).toBeInTheDocument()

  const ingredients = within(card).getByRole('button', { name: 'Ingredients' })
  await tabTo(ingredients)
  await userEvent.keyboard('{Enter}')
  expect(ingredients).toHaveAttribute('aria-pressed', 'true')
  const note = within(card).getByRole('textbox', { name: 'Anything to add?' })
  await tabTo(note, 4)
  await userEvent.keyboard('Flour for the Juniper wedding order')
  const send = within(card).getByRole('button', { name: 'Send answer' })
  await tabTo(send, 6)
  await userEvent.keyboard('{Enter}')

  // The next question (the month's receipts, its first transaction) takes the focus, in view.
  const next = await screen.findByRole('heading', { level: 3, name: questions.receipts.text })
  await waitFor(() => expect(document.activeElement).toBe(next))
  await expect.element(page.elementLocator(next)).toBeInViewport()
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('2 questions from your bookkeeper')
  const [answer] = (await stored()).questions.find(({ id }) => id === questions.whatFor.id)!.answers
  expect(answer).toMatchObject({
    transactionId: questions.whatFor.subjects[0]!.transactionId,
    choiceId: `category:${bakery.categories.ingredients}`,
    note: 'Flour for the Juniper wedding order',
  })
  expect(onAnswered).toHaveBeenCalledWith(expect.objectContaining({ id: questions.whatFor.id }))
  expectFitForAFinger(next.closest<HTMLElement>('article')!)
})

it('answers by touch: a choice tapped and a receipt uploaded; every control fits a finger; a reload keeps the draft', async () => {
  const view = render(<OwnersPage />)
  const heading = await screen.findByRole('heading', { level: 3, name: 'What was this for?' })
  const card = heading.closest<HTMLElement>('article')!
  expectFitForAFinger(card)

  const personal = within(card).getByRole('button', { name: 'Personal' })
  const pointers: string[] = []
  personal.addEventListener('pointerdown', (event) => pointers.push(event.pointerType))
  await tap(personal)
  await waitFor(() => expect(personal).toHaveAttribute('aria-pressed', 'true'))
  expect(pointers).toEqual(['touch'])
  await userEvent.type(within(card).getByRole('textbox', { name: 'Anything to add?' }), 'Lunch with my sister')
  const photo = within(card).getByLabelText('Take a photo')
  expect(photo).toHaveAttribute('capture', 'environment')
  expect(photo).toHaveAttribute('accept', 'image/*,application/pdf')
  await userEvent.upload(
    within(card).getByLabelText('Choose a file'),
    new File(['%PDF-1.4'], 'cafe-receipt.pdf', { type: 'application/pdf' }),
  )
  await waitFor(() => expect(attachedIn(card)).toBe('Receipt added: cafe-receipt.pdf'))
  expectFitForAFinger(card)

  // A reload before sending: the page again, from nothing but what this browser kept.
  view.unmount()
  render(<OwnersPage />)
  const again = (await screen.findByRole('heading', { level: 3, name: 'What was this for?' })).closest<HTMLElement>('article')!
  await within(again).findByText('Your unsent answer was kept: check it and send it.')
  expect(within(again).getByRole('button', { name: 'Personal' })).toHaveAttribute('aria-pressed', 'true')
  expect(within(again).getByRole('textbox', { name: 'Anything to add?' })).toHaveValue('Lunch with my sister')
  expect(attachedIn(again)).toBe('Receipt added: cafe-receipt.pdf')
  expect((await stored()).questions.every((question) => question.answers.length === 0)).toBe(true)
})
