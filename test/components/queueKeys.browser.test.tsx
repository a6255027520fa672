/// <reference types="vite/client" />
// The review queue cleared with the keyboard, in Chromium with real key presses and clicks
// (Playwright's input, not synthetic events): Enter confirms the current row as shown and moves on
// while the save runs; j/k, arrows, Home and End move the current row; a click makes a row current
// without opening it; Space and Shift select; `c` opens the category picker for the row or the
// selection; `e` the editor (Escape closes it back to the row); Ctrl+Z undoes, again and again; `/`
// searches; `?` lists every key; no key fires while typing in a field; axe finds nothing.
import { render, screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { isolate } from '../../src/format/isolate'
import { useBrowserWorker } from '../support/browserWorker'
import type { ReactNode } from 'react'
import { page, userEvent } from 'vitest/browser'
import type { Attachment, BankTransaction } from '../../src/api/types'
import { BankTransactionList, type BankTransactionListProps } from '../../src/components/BankTransactionList'
import { isReviewed } from '../../src/core/queue/view/queueFilter'
import { BookkeepingProvider, type UploadAttachment } from '../../src'
import { SANDBOX, sandboxHandlers, type Sandbox } from '../../src/sandbox'
import { sandboxMaker } from '../../src/sandbox/sandbox'
import { WAITING_TRANSFERS } from '../../src/sandbox/seed/transferScenarios'
import { bakeryCategories } from '../../stories/support/hostOptions'

import.meta.glob('../../src/styles/*.css', { eager: true })

const BASE_URL = 'https://sandbox.bookkit.test'
const SAVE_PATH = '/v6/banks/transactions'
const bakery = SANDBOX.companies.bakery
const worker = useBrowserWorker()

const categories = bakeryCategories
const named = new Set(categories.map((category) => category.id))

beforeAll(async () => {
  // A desktop window: the queue's wide layout, a row a line high.
  await page.viewport(1280, 1000)
  // The queue's review part (its keys and writes), here as it is when a page has loaded it beside the
  // first read: a key pressed before it lands is held and done when it lands
  // (queueHeldKeys.mocking.test.tsx); these tests press keys on a queue that has it.
  await import('../../src/components/BankTransactionList/review/QueueReview')
})
afterEach(() => worker.resetHandlers())

/** The books of every test, seeded once and copied for each. */
const books = sandboxMaker({
  seed: 1,
  today: '2026-06-30',
  latencyMs: 60,
  volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 400, extraGlLinesPerCompany: 0 },
})

/**
 * A sandbox 60 ms away (saves really run in the background), counting the saves it received and
 * their items, and telling when it has answered a number of them. The transfers it seeds waiting to
 * be paired are reviewed first, as another client would: these tests confirm categories (a
 * transfer's Enter pairs two rows; queueTransfers tests it).
 */
async function queueSandbox() {
  const sandbox = books()
  const saves: { ids: string[] }[] = []
  await reviewWaitingTransfers(sandbox)
  let answeredSaves = 0
  const waiting: { count: number; resolve: () => void }[] = []
  const handle = sandbox.handle.bind(sandbox)
  sandbox.handle = async (request) => {
    const isSave = request.method === 'POST' && new URL(request.url).pathname === SAVE_PATH
    const body = isSave ? await request.clone().text() : ''
    // Counted as it arrives, in the order it was sent: on a loaded machine two saves a press apart
    // may be answered in the other order.
    if (isSave && body) saves.push({ ids: (JSON.parse(body) as { data: { id: string }[] }).data.map((item) => item.id) })
    const response = await handle(request)
    if (isSave && body) {
      answeredSaves++
      for (const one of waiting.filter((each) => each.count <= answeredSaves)) one.resolve()
    }
    return response
  }
  /** Resolves once the sandbox has answered `count` saves (stored what they carried): the event a check of the books waits for. */
  const answered = (count: number) =>
    count <= answeredSaves ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ count, resolve }))
  worker.use(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }))
  return { sandbox, saves, answered }
}

async function reviewWaitingTransfers(sandbox: Sandbox) {
  const sides = new Set<string>(Object.values(WAITING_TRANSFERS).flatMap((scenario) => scenario.apiSourceIds))
  const data = stored(sandbox)
    .filter((transaction) => sides.has(transaction.apiSourceId ?? ''))
    .map((transaction) => ({ id: transaction.id, reviewStatus: 'REVIEWED' }))
  const { access_token } = sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })
  const response = await sandbox.handle(
    new Request(`${BASE_URL}${SAVE_PATH}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data }),
    }),
  )
  expect(response.ok).toBe(true)
}

function Provider({ sandbox, children, upload }: { sandbox: Sandbox; children: ReactNode; upload?: UploadAttachment }) {
  return (
    <BookkeepingProvider
      baseUrl={BASE_URL}
      fetchToken={async () => sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })}
      onUploadAttachment={upload}
    >
      <div style={{ height: 960, display: 'flex', flexDirection: 'column' }}>{children}</div>
    </BookkeepingProvider>
  )
}

const stored = (sandbox: Sandbox) => sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]
const storedOne = (sandbox: Sandbox, id: string) => stored(sandbox).find((transaction) => transaction.id === id) as BankTransaction
const bodyRows = () => Array.from(document.querySelectorAll<HTMLElement>('.bk-grid__body [role="row"]'))
const rowById = (id: string) => document.querySelector<HTMLElement>(`.bk-grid__body [role="row"][data-id="${id}"]`) as HTMLElement
const currentId = () => document.querySelector<HTMLElement>('.bk-grid__body [role="row"][data-current]')?.dataset.id
const focusedId = () => (document.activeElement as HTMLElement | null)?.closest<HTMLElement>('[role="row"]')?.dataset.id
/** A row's date cell: a part of the row that is no control. */
const plainCell = (row: HTMLElement) => row.querySelector<HTMLElement>('[data-column="date"]') as HTMLElement
const selectedIds = () =>
  Array.from(document.querySelectorAll<HTMLElement>('.bk-grid__body [role="row"][aria-selected="true"]')).map((row) => row.dataset.id)
const announcement = () => document.querySelector('.bk-transaction-list__outcome')?.textContent ?? ''

/** Renders the queue, waits for its first rows, and returns the ids of the view's rows, top to bottom. */
async function renderQueue(sandbox: Sandbox, props: BankTransactionListProps = {}, upload?: UploadAttachment) {
  render(
    <Provider sandbox={sandbox} upload={upload}>
      <BankTransactionList options={{ categories }} {...props} />
    </Provider>,
  )
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(8))
  await waitFor(() => expect(screen.queryByText(/so far/)).toBeNull())
  // The view's order, newest first; only the rows near the viewport are in the DOM.
  const ids = stored(sandbox)
    .filter((transaction) => !isReviewed(transaction.reviewStatus))
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id))
    .map((transaction) => transaction.id)
  expect(bodyRows().map((row) => row.dataset.id)).toEqual(ids.slice(0, bodyRows().length))
  return ids
}

/** The category a row shows: its own, else its first suggestion with a name (from the host's categories, or a record's). */
function shownCategory(sandbox: Sandbox, transaction: BankTransaction): string | undefined {
  const names = new Set([...named, ...stored(sandbox).flatMap((record) => (record.category?.name ? [record.category.id] : []))])
  return transaction.category?.id ?? transaction.suggestedCategories?.find((suggestion) => names.has(suggestion.id))?.id
}

/** Every user action of a test, counted: the "at most N actions" of the issue are these. */
function actions() {
  let count = 0
  return {
    get count() {
      return count
    },
    press: async (keys: string) => {
      count++
      await userEvent.keyboard(keys)
    },
    click: async (element: Element, options?: { modifiers?: ('Shift' | 'Control' | 'Meta')[] }) => {
      count++
      await userEvent.click(element, options)
    },
  }
}

it(
  'clears 20 transactions whose shown category is right with 20 Enter presses and nothing else, each saved reviewed in one request',
  { timeout: 60_000 },
  async () => {
    const { sandbox, saves, answered } = await queueSandbox()
    const ids = await renderQueue(sandbox, { editor: false })
    const twenty = ids.slice(0, 20)
    const expected = new Map(
      twenty.map((id) => [id, { before: storedOne(sandbox, id), shown: shownCategory(sandbox, storedOne(sandbox, id)) }]),
    )
    for (const { before, shown } of expected.values()) {
      expect(isReviewed(before.reviewStatus)).toBe(false)
      // Each shows a category to confirm, or is a split (its lines carry the categories).
      expect(shown !== undefined || (before.children?.length ?? 0) > 0).toBe(true)
    }
    const toReviewBefore = stored(sandbox).filter((transaction) => !isReviewed(transaction.reviewStatus)).length

    // The queue has the focus (where Tab lands in the grid): from here, Enter and nothing else.
    rowById(twenty[0] as string).focus()
    const user = actions()
    for (let press = 0; press < 20; press++) {
      await user.press('{Enter}')
      // The next row is current at once, before the save has answered.
      expect(focusedId()).toBe(ids[press + 1])
    }
    expect(user.count).toBe(20)
    expect(currentId()).toBe(ids[20])

    // Twenty saves answered: however long a loaded machine takes, the books then hold every one.
    await answered(20)
    expect(twenty.filter((id) => !isReviewed(storedOne(sandbox, id).reviewStatus))).toEqual([])
    for (const [id, { before, shown }] of expected) {
      if ((before.children?.length ?? 0) === 0) expect(storedOne(sandbox, id).category?.id).toBe(shown)
    }
    // One request a row, each carrying that row alone (in whatever order a busy machine sends them).
    expect(saves.map((save) => save.ids).sort()).toEqual(twenty.map((id) => [id]).sort())
    await waitFor(() => expect(screen.getByRole('radio', { name: `To review (${toReviewBefore - 20})` })).toBeChecked())
    expect(announcement()).toMatch(/^Saved: /)
  },
)

it(
  'categorizes ten rows alike in five actions: click, Shift-click, c, choose, Enter — one request; undone, they are selected again, and the bulk bar’s button that saves them gives the focus back to the current row',
  { timeout: 60_000 },
  async () => {
    const { sandbox, saves, answered } = await queueSandbox()
    const ids = await renderQueue(sandbox)
    const ten = ids.slice(0, 10)
    const user = actions()

    await user.click(plainCell(rowById(ten[0] as string)))
    // A click on a row makes it current; it opens nothing.
    expect(currentId()).toBe(ten[0])
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(plainCell(rowById(ten[9] as string)), { modifiers: ['Shift'] })
    expect({ selected: selectedIds().sort(), current: currentId() }).toEqual({ selected: [...ten].sort(), current: ten[9] })
    expect(screen.getByText('10 selected')).toBeVisible()
    await user.press('c')
    const picker = await screen.findByRole('dialog', { name: 'Category for the 10 selected' })
    await user.click(within(picker).getByRole('option', { name: 'Utilities' }))
    await user.press('{Enter}')
    expect(user.count).toBe(5)

    await answered(1)
    expect(ten.filter((id) => storedOne(sandbox, id).category?.id !== bakery.categories.utilities)).toEqual([])
    for (const id of ten) expect(isReviewed(storedOne(sandbox, id).reviewStatus)).toBe(true)
    expect(saves).toHaveLength(1)
    expect(saves[0]?.ids.sort()).toEqual([...ten].sort())
    expect(screen.queryByRole('dialog')).toBeNull()
    // The selection was used up once saved, and the focus is back in the grid.
    await waitFor(() => expect(selectedIds()).toEqual([]))
    await waitFor(() => expect(focusedId()).toBeDefined())
    // Undo puts the rows back as they were, selected.
    await userEvent.keyboard('{Control>}z{/Control}')
    await waitFor(() => expect(selectedIds().sort()).toEqual([...ten].sort()))
    await answered(2)
    expect(ten.filter((id) => isReviewed(storedOne(sandbox, id).reviewStatus))).toEqual([])

    // The bulk bar's own button saves the selection and goes with it: the focus is on the grid's
    // current row, not lost with the button, so the keys work again at once.
    const button = screen.getByRole('button', { name: 'Mark 10 reviewed' })
    button.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(selectedIds()).toEqual([]))
    expect(screen.queryByRole('button', { name: 'Mark 10 reviewed' })).toBeNull()
    expect(focusedId()).toBeDefined()
    expect(focusedId()).toBe(currentId())
    await userEvent.keyboard('{Control>}z{/Control}')
    await waitFor(() => expect(selectedIds().sort()).toEqual([...ten].sort()))
  },
)

it(
  'moves the current row with the arrows, j and k, Home and End; Space, Shift+Space and Shift+arrows select',
  { timeout: 60_000 },
  async () => {
    const { sandbox } = await queueSandbox()
    const ids = await renderQueue(sandbox)
    await userEvent.click(plainCell(rowById(ids[2] as string)))
    expect(focusedId()).toBe(ids[2])
    const steps: [string, number][] = [
      ['{ArrowDown}', 3],
      ['j', 4],
      ['j', 5],
      ['k', 4],
      ['{ArrowUp}', 3],
      ['{Home}', 0],
    ]
    for (const [key, index] of steps) {
      await userEvent.keyboard(key)
      expect([key, focusedId(), currentId()]).toEqual([key, ids[index], ids[index]])
    }
    await userEvent.keyboard('{End}')
    const last = stored(sandbox).filter((transaction) => !isReviewed(transaction.reviewStatus)).length - 1
    await waitFor(() => expect(rowById(focusedId() as string).getAttribute('aria-rowindex')).toBe(String(last + 2)))
    expect(currentId()).toBe(focusedId())
    await userEvent.keyboard('{Home}')
    expect(focusedId()).toBe(ids[0])

    await userEvent.keyboard(' ')
    expect(selectedIds()).toEqual([ids[0]])
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}')
    expect(selectedIds()).toEqual(ids.slice(0, 3))
    await userEvent.keyboard('jj{Shift>} {/Shift}')
    expect(selectedIds()).toEqual(ids.slice(0, 5))
    await userEvent.keyboard(' ')
    expect(selectedIds()).toEqual(ids.slice(0, 4))
    // Ctrl-click toggles one row, and keeps the rest.
    await userEvent.click(plainCell(rowById(ids[7] as string)), { modifiers: ['Control'] })
    expect(selectedIds()).toEqual([...ids.slice(0, 4), ids[7]])
  },
)

it(
  'Enter on a row with neither a category nor a suggestion opens its picker; typing narrows it, Enter applies and moves on',
  { timeout: 60_000 },
  async () => {
    const { sandbox, saves, answered } = await queueSandbox()
    const first = stored(sandbox)
      .filter((transaction) => !isReviewed(transaction.reviewStatus) && !transaction.children?.length)
      .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id))[0] as BankTransaction
    // Another client cleared its category: nothing is shown to confirm.
    const { access_token } = sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })
    await sandbox.handle(
      new Request(`${BASE_URL}${SAVE_PATH}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: [{ id: first.id, categoryId: null }] }),
      }),
    )
    expect(storedOne(sandbox, first.id).category).toBeUndefined()
    saves.length = 0
    const ids = await renderQueue(sandbox)
    expect(ids[0]).toBe(first.id)

    rowById(first.id).focus()
    await userEvent.keyboard('{Enter}')
    const picker = await screen.findByRole('dialog', { name: `Category for ${first.description}` })
    expect(saves).toHaveLength(0)
    await userEvent.keyboard('ren')
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Rent'])
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(focusedId()).toBe(ids[1]))
    // The second save the sandbox answers: the first was the other client's.
    await answered(2)
    expect(storedOne(sandbox, first.id).category?.id).toBe(bakery.categories.rent)
    expect(isReviewed(storedOne(sandbox, first.id).reviewStatus)).toBe(true)

    // `c` on a row with suggestions offers them first, the first one chosen; Escape closes the picker
    // with nothing sent, and the focus is back on the row.
    const suggested = ids.findIndex(
      (id) => !storedOne(sandbox, id).category && (storedOne(sandbox, id).suggestedCategories ?? []).length > 0,
    )
    // From the row after the first (where Enter moved): it may be that one already.
    if (suggested > 1) await userEvent.keyboard('j'.repeat(suggested - 1))
    expect(focusedId()).toBe(ids[suggested])
    await userEvent.keyboard('c')
    const again = await screen.findByRole('dialog', { name: `Category for ${storedOne(sandbox, ids[suggested] as string).description}` })
    const options = within(again).getAllByRole('option')
    expect(options[0]).toHaveAttribute('aria-selected', 'true')
    expect(options[0]).toHaveAttribute('data-suggested')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(focusedId()).toBe(ids[suggested])
    expect(saves).toHaveLength(1)
  },
)

it(
  'e opens the current row in the editor, Escape closes it and the focus returns to the row; a double-click opens it too',
  { timeout: 60_000 },
  async () => {
    const { sandbox } = await queueSandbox()
    const onSelectTransaction = vi.fn()
    const ids = await renderQueue(sandbox, { onSelectTransaction })
    await userEvent.click(plainCell(rowById(ids[3] as string)))
    expect(onSelectTransaction).not.toHaveBeenCalled()
    await userEvent.keyboard('e')
    const dialog = await screen.findByRole('dialog', { name: 'Edit bank transaction' })
    expect(onSelectTransaction).toHaveBeenCalledWith(expect.objectContaining({ id: ids[3] }))
    await within(dialog).findByRole('form', { name: 'Bank transaction' })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(focusedId()).toBe(ids[3]))
    expect(document.activeElement).toBe(rowById(ids[3] as string))

    await userEvent.dblClick(plainCell(rowById(ids[5] as string)))
    await screen.findByRole('dialog', { name: 'Edit bank transaction' })
    expect(onSelectTransaction).toHaveBeenLastCalledWith(expect.objectContaining({ id: ids[5] }))
  },
)

it('Ctrl+Z (or ⌘Z) undoes the last action, even one still on its way, and again the one before', { timeout: 60_000 }, async () => {
  const { sandbox, saves, answered } = await queueSandbox()
  const ids = await renderQueue(sandbox, { editor: false })
  const [a, b] = [storedOne(sandbox, ids[0] as string), storedOne(sandbox, ids[1] as string)]
  rowById(a.id).focus()
  await userEvent.keyboard('{Enter}')
  await answered(1)
  expect(isReviewed(storedOne(sandbox, a.id).reviewStatus)).toBe(true)
  // Enter, then Ctrl+Z before the save has answered: the undo waits for it, then takes it back.
  await userEvent.keyboard('{Enter}{Control>}z{/Control}')
  await waitFor(() => expect(announcement()).toBe('Undone: 1 restored.'))
  expect(storedOne(sandbox, b.id).reviewStatus).toBe(b.reviewStatus)
  expect(storedOne(sandbox, b.id).category?.id).toBe(b.category?.id)
  expect(isReviewed(storedOne(sandbox, a.id).reviewStatus)).toBe(true)
  // ⌘Z does the same.
  await userEvent.keyboard('{Meta>}z{/Meta}')
  await answered(4)
  expect(storedOne(sandbox, a.id).reviewStatus).toBe(a.reviewStatus)
  expect(storedOne(sandbox, a.id).category?.id).toBe(a.category?.id)
  // Two confirmations and two undos: four requests, and nothing left to undo once the page has the
  // last answer (its Undo button gone).
  expect(saves).toHaveLength(4)
  await waitFor(() => expect(screen.queryByRole('button', { name: /^Undo \(/ })).toBeNull())
  await userEvent.keyboard('{Control>}z{/Control}')
  expect(saves).toHaveLength(4)
})

it(
  '/ goes to the search, where every key is typing; ? lists every key, and Escape returns to the row; axe finds nothing with a row selected, the category picker or the list of keys open',
  { timeout: 60_000 },
  async () => {
    const { sandbox, saves } = await queueSandbox()
    const ids = await renderQueue(sandbox, { editor: 'dialog' })
    await userEvent.click(plainCell(rowById(ids[1] as string)))
    await userEvent.keyboard('/')
    const search = screen.getByRole('searchbox', { name: 'Search' })
    expect(search).toHaveFocus()
    // Shortcuts never fire while typing: j, k, c, e, ? and Enter are text here.
    await userEvent.keyboard('jkce?{Enter}')
    expect(search).toHaveValue('jkce?')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(saves).toHaveLength(0)
    await userEvent.clear(search)

    const root = document.querySelector<HTMLElement>('.bk-root') as HTMLElement
    const violations = async () =>
      (await axe.run(root, { resultTypes: ['violations'] })).violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      )
    rowById(ids[1] as string).focus()
    await userEvent.keyboard(' ')
    expect(selectedIds()).toEqual([ids[1]])
    expect(await violations()).toEqual([])
    await userEvent.keyboard('c')
    await screen.findByRole('dialog', { name: /^Category for / })
    expect(await violations()).toEqual([])
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(focusedId()).toBe(ids[1])

    await userEvent.keyboard('?')
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    expect(await violations()).toEqual([])
    const keys = within(help)
      .getAllByRole('row')
      .map((row) => row.textContent ?? '')
    for (const key of ['Enter', 'j', 'k', 'Home', 'End', 'Space', 'Shift+click', 'c', 'e', 'Z', '/', '?'])
      expect(keys.some((text) => text.includes(key))).toBe(true)
    expect(within(help).getByText(/Drop a file on the row, or paste one/)).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(focusedId()).toBe(ids[1])
    // The same list from the toolbar, for the pointer.
    await userEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }))
    await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
  },
)

it('a refused save marks its row and the announcement says so, while the next row is already current', { timeout: 60_000 }, async () => {
  const { sandbox } = await queueSandbox()
  const ids = await renderQueue(sandbox, { editor: false })
  const name = storedOne(sandbox, ids[0] as string).description as string
  sandbox.failNext({ status: 400, path: SAVE_PATH, method: 'POST' })
  rowById(ids[0] as string).focus()
  await userEvent.keyboard('{Enter}')
  expect(focusedId()).toBe(ids[1])
  await waitFor(() => expect(rowById(ids[0] as string)).toHaveAttribute('data-result', 'failed'))
  expect(announcement()).toMatch(new RegExp(`^Not saved: ${name}\\. `))
  // Enter on the refused row sends its choice again.
  await userEvent.keyboard('k{Enter}')
  await waitFor(() => expect(rowById(ids[0] as string)).toHaveAttribute('data-result', 'saved'))
  expect(isReviewed(storedOne(sandbox, ids[0] as string).reviewStatus)).toBe(true)
})

/** A host's upload the test drives: each file waits until the test reports progress, stores it, or refuses it. */
function hostUpload(sandbox: Sandbox) {
  const uploads: { file: File; progress: (fraction: number) => void; store: () => void; refuse: (reason: string) => void }[] = []
  const upload: UploadAttachment = (file, { onProgress }) =>
    new Promise<Attachment>((resolve, reject) => {
      uploads.push({
        file,
        progress: onProgress,
        store: () => resolve(sandbox.addAttachment({ fileName: file.name, fileSize: '2 KB', companyId: bakery.id })),
        refuse: (reason) => reject(new Error(reason)),
      })
    })
  return { uploads, upload }
}

const filesOf = (...names: string[]) => {
  const data = new DataTransfer()
  for (const name of names) data.items.add(new File(['%PDF-1.7 receipt'], name, { type: 'application/pdf' }))
  return data
}

it(
  'a receipt dropped on a row or pasted into the current one is uploaded through the host with progress on the row, then attached in one save',
  { timeout: 60_000 },
  async () => {
    const { sandbox, saves, answered } = await queueSandbox()
    const { uploads, upload } = hostUpload(sandbox)
    const ids = await renderQueue(sandbox, {}, upload)
    const dropped = storedOne(sandbox, ids[2] as string)
    const had = (dropped.attachments ?? []).map((attachment) => attachment.id)

    // Two files dropped on the row's amount: both go to the host, and their progress shows on the row.
    const cell = rowById(dropped.id).querySelector('[data-column="amount"]') as HTMLElement
    const files = filesOf('flour-receipt.pdf', 'flour-delivery-note.pdf')
    cell.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: files }))
    await waitFor(() => expect(rowById(dropped.id)).toHaveAttribute('data-drop-target'))
    cell.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: files }))
    expect(uploads.map((entry) => entry.file.name)).toEqual(['flour-receipt.pdf', 'flour-delivery-note.pdf'])
    await waitFor(() => expect(rowById(dropped.id)).not.toHaveAttribute('data-drop-target'))
    uploads[0]?.progress(0.6)
    uploads[1]?.progress(0.2)
    const progress = await within(rowById(dropped.id)).findByRole('progressbar', { name: `Receipt for ${isolate(dropped.description!)}` })
    await waitFor(() => expect(progress).toHaveAttribute('value', '0.4'))
    expect(within(rowById(dropped.id)).getByText('Uploading receipt… 40%')).toBeVisible()
    expect(saves).toHaveLength(0)
    uploads[0]?.store()
    expect(saves).toHaveLength(0)
    uploads[1]?.store()
    await answered(1)
    expect(storedOne(sandbox, dropped.id).attachments?.length).toBe(had.length + 2)
    const attached = (storedOne(sandbox, dropped.id).attachments ?? []).map((attachment) => attachment.id)
    expect(attached.slice(0, had.length)).toEqual(had)
    expect(saves.map((save) => save.ids)).toEqual([[dropped.id]])
    // Attaching is not reviewing.
    expect(storedOne(sandbox, dropped.id).reviewStatus).toBe(dropped.reviewStatus)
    await waitFor(() => expect(within(rowById(dropped.id)).queryByRole('progressbar')).toBeNull())
    await waitFor(() => expect(rowById(dropped.id)).toHaveAttribute('data-result', 'saved'))
    expect(announcement()).toBe(`Saved: ${dropped.description}.`)

    // Pasted into the current row; the host refuses it: the row says so, and Retry sends the same file again.
    const pasted = storedOne(sandbox, ids[3] as string)
    rowById(pasted.id).focus()
    rowById(pasted.id).dispatchEvent(
      new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: filesOf('rent-invoice.pdf') }),
    )
    expect(uploads).toHaveLength(3)
    uploads[2]?.refuse('The file store is full.')
    await within(rowById(pasted.id)).findByText('Receipt not uploaded')
    expect(within(rowById(pasted.id)).getByText('The file store is full.')).toBeVisible()
    expect(announcement()).toBe(`The receipt for ${pasted.description} was not uploaded: The file store is full.`)
    await userEvent.click(
      within(rowById(pasted.id)).getByRole('button', { name: `Upload the receipt for ${isolate(pasted.description!)} again` }),
    )
    expect(uploads.map((entry) => entry.file.name).at(-1)).toBe('rent-invoice.pdf')
    uploads[3]?.store()
    await answered(2)
    expect(storedOne(sandbox, pasted.id).attachments?.length).toBe((pasted.attachments?.length ?? 0) + 1)

    // Ctrl+Z takes the last receipt off again.
    rowById(pasted.id).focus()
    await userEvent.keyboard('{Control>}z{/Control}')
    await answered(3)
    expect(storedOne(sandbox, pasted.id).attachments?.length ?? 0).toBe(pasted.attachments?.length ?? 0)
  },
)

it('takes no file where the host has no upload, and says so when one is pasted', { timeout: 60_000 }, async () => {
  const { sandbox, saves } = await queueSandbox()
  const ids = await renderQueue(sandbox)
  const data = filesOf('receipt.pdf')
  const over = new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: data })
  rowById(ids[0] as string).dispatchEvent(over)
  // No upload: the browser is not told the row takes files.
  expect(over.defaultPrevented).toBe(false)
  rowById(ids[0] as string).focus()
  const paste = new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: data })
  rowById(ids[0] as string).dispatchEvent(paste)
  expect(paste.defaultPrevented).toBe(true)
  await waitFor(() => expect(announcement()).toBe('Receipts can’t be added here: this app has not set up file uploads.'))
  expect(saves).toHaveLength(0)
})
