import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, waitFor, within } from 'storybook/test'
import type { BankTransaction } from '../src/api/types'
import { BankTransactionEditor } from '../src/components/BankTransactionEditor'
import { BankTransactionList } from '../src/components/BankTransactionList'
import { SANDBOX, type Sandbox } from '../src/sandbox'
import { bakeryBankAccounts, bakeryCategories } from './support/hostOptions'
import { storySandbox } from './support/sandbox'

/**
 * Saves against a service that hangs, fails after storing, asks to wait, or takes a bulk action
 * larger than a batch. Nothing waits for ever, nothing is booked twice, and every item of a write
 * ends saved, refused, not known, or not sent, said as such.
 */
const meta = {
  title: 'Writes on a real service',
  parameters: {
    // 40 transactions, 8 of them open to change: enough for the bulk actions' batches.
    sandbox: { volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 40, extraGlLinesPerCompany: 0 } },
    docs: {
      description: {
        component:
          'Every request has a time limit (`requestTimeout`: reads 30 s, saves twice that). A save still on its way after 3 seconds says “Still saving…” and offers Cancel saving; a save past its limit, cancelled, answered 5xx or lost is *not known*, and bookkit finds out (a sync) before sending anything again. Only a 4xx is a refusal. A bulk action goes in batches of `service.maxBatchSize` (100 by default) with its progress; a batch that fails stops the rest, and Try again sends only the rest. A 429 waits for `Retry-After` and says until when. *Docs › Sessions and sign-out* has what a user sees for each failure.',
      },
    },
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const bakery = SANDBOX.companies.bakery
const SAVE_PATH = '/v6/banks/transactions'
const stored = (sandbox: Sandbox) => sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]
/** The bakery's newest transaction that can change (after its closing): the editor's record. */
const openRecord = (sandbox: Sandbox) =>
  stored(sandbox)
    .filter((transaction) => transaction.date > sandbox.inspect.closing(bakery.id).date)
    .sort((a, b) => b.date.localeCompare(a.date))[0] as BankTransaction

/** The editor on the record a play function will save, read from the story's own sandbox. */
function EditorOnOpenRecord({ id }: { id: string }) {
  const sandbox = storySandbox(id)
  return (
    <BankTransactionEditor transaction={openRecord(sandbox)} options={{ bankAccounts: bakeryBankAccounts, categories: bakeryCategories }} />
  )
}

/** Changes the memo and saves, the service set to `fault` first. */
async function saveMemo(canvasElement: HTMLElement, id: string, memo: string, fault: Parameters<Sandbox['failNext']>[0]) {
  const canvas = within(canvasElement)
  const sandbox = storySandbox(id)
  const field = await canvas.findByLabelText('Memo')
  await userEvent.clear(field)
  await userEvent.type(field, memo)
  sandbox.failNext(fault)
  await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
  return { canvas }
}

/** The service takes the save and never answers: after 3 seconds Save says “Still saving…” and Cancel saving stops waiting; the form says it is not known whether it was saved. */
export const StillSavingThenCancelled: Story = {
  parameters: { bookkit: { requestTimeout: { write: 20_000 } } },
  render: (_args, { id }) => <EditorOnOpenRecord id={id} />,
  play: async ({ canvasElement, id }) => {
    const { canvas } = await saveMemo(canvasElement, id, 'Flour for the weekend', { hang: true, method: 'POST', path: SAVE_PATH })
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel saving' }))
    await canvas.findByText('It is not known whether this was saved.')
  },
}

/**
 * On a service that does only what its description shows, the save of a new transaction is finished
 * by the service 5 s after it arrived, after the editor gave up at 4 s. Saved again at once, it is
 * held: “Checking whether the first save arrived…” with the time left, beside **Save as a new
 * transaction anyway** and its warning. Once the settle window (twice the write limit: 8 s from the
 * first send) has passed, the check finds it, and it is booked once.
 */
export const LandsAfterTheEditorGaveUp: Story = {
  parameters: { sandbox: { profile: 'described' }, bookkit: { requestTimeout: { write: 4_000 } } },
  render: () => (
    <BankTransactionEditor
      bankAccountId={bakery.bankAccounts.checking}
      defaults={{ date: '2026-06-24', type: 'EXPENSE', description: 'Oven repair, Harbor Ovens' }}
      options={{ bankAccounts: bakeryBankAccounts, categories: bakeryCategories }}
    />
  ),
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText('Amount'), '318.40')
    storySandbox(id).failNext({ finishAfterMs: 5_000, method: 'POST', path: SAVE_PATH })
    await userEvent.click(canvas.getByRole('button', { name: 'Create transaction' }))
    // The editor gives up 4 s after the save was sent, and the save path may still be loading on a
    // busy machine when the button is pressed: the wait is for the words, however long that takes.
    await canvas.findByText('It is not known whether this was saved.')
    await userEvent.click(canvas.getByRole('button', { name: 'Create transaction' }))
    await canvas.findByText('Checking whether the first save arrived…')
  },
}

/**
 * The service stores the save, then answers 500: a check finds it stored, and the form says it was
 * saved. It is never sent twice. A save stored and never answered ends the same way once past its
 * time limit, and Save is pressed again (test/components/writeTimeLimits.test.tsx, and in Chromium
 * test/components/writes.browser.test.tsx).
 */
export const FailedAfterStoringFoundSaved: Story = {
  render: (_args, { id }) => <EditorOnOpenRecord id={id} />,
  play: async ({ canvasElement, id }) => {
    const { canvas } = await saveMemo(canvasElement, id, 'Stored, then a 500', {
      stored: true,
      status: 500,
      method: 'POST',
      path: SAVE_PATH,
    })
    await canvas.findByText('The service did not answer clearly at first; a check found it saved.')
  },
}

const queue = () => <BankTransactionList editor={false} options={{ categories: bakeryCategories }} />

/** Selects every row that can change; resolves to how many. */
async function selectAll(canvasElement: HTMLElement): Promise<number> {
  const all = await within(canvasElement).findByRole('checkbox', { name: /^Select all \d+ that can change$/ })
  const count = Number(/\d+/.exec(all.getAttribute('aria-label') ?? '')?.[0])
  await userEvent.click(all)
  return count
}

/** Mark all reviewed, in batches of 4 on a service 400 ms away: the progress shows “Saving 4 of N…” with Cancel saving, and rows land batch by batch. */
export const BulkActionInBatches: Story = {
  parameters: { sandbox: { latencyMs: 400 }, bookkit: { maxBatchSize: 4 } },
  render: queue,
  play: async ({ canvasElement }) => {
    const count = await selectAll(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Mark ${count} reviewed` }))
    await within(canvasElement).findByRole('progressbar', { name: `Saving 4 of ${count}…` })
  },
}

/** The second batch is answered 503 and a check finds it not stored: the first batch stays saved, the rest is not sent, and Try again sends only the rest. */
export const BatchFailsTryAgainSendsTheRest: Story = {
  // Batches of 2: the 8 rows that can change make a first batch saved, a second refused and two more not sent.
  parameters: { bookkit: { maxBatchSize: 2 } },
  render: queue,
  play: async ({ canvasElement, id }) => {
    const sandbox = storySandbox(id)
    const count = await selectAll(canvasElement)
    const handle = sandbox.handle.bind(sandbox)
    let saves = 0
    sandbox.handle = async (request) => {
      const isSave = request.method === 'POST' && new URL(request.url).pathname === SAVE_PATH && request.headers.has('content-type')
      if (isSave && ++saves === 2)
        return Response.json(
          { result: 'FAILURE', error: [{ type: 'UNKNOWN_ERROR', message: 'The ledger is being rebuilt.' }] },
          { status: 503 },
        )
      return handle(request)
    }
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Mark ${count} reviewed` }))
    await within(canvasElement).findByRole('button', { name: `Try again (${count - 2} not saved)` })
  },
}

/** The service answers 429 with a plain-text body and Retry-After: 2: the queue says when it sends again, then saves once. */
export const BusyServiceWaits: Story = {
  render: queue,
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    const row = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('[role="row"][data-index="0"]')
      if (!found) throw new Error('no row yet')
      return found
    })
    storySandbox(id).failNext({
      status: 429,
      body: 'Too many requests',
      headers: { 'content-type': 'text/plain', 'Retry-After': '2' },
      method: 'POST',
      path: SAVE_PATH,
    })
    await userEvent.click(within(row).getByRole('button', { name: /^Mark reviewed: / }))
    await canvas.findByText(/^The bookkeeping service is busy: sending again at .+…$/)
  },
}
