/// <reference types="vite/client" />
// Names written right to left in the chores (the queue, its rules, the editors, the import and the
// reconciliation), in Chromium with every stylesheet a partner loads: the service puts a
// right-to-left override before every name and description it answers
// (stories/support/hostileNames), and each sentence of bookkit's that holds one keeps its own
// words in order: a name may reverse itself, never an amount, a date or a word after it. What the
// service does not answer (the host's options, rules and reconciliations in the host's store, a
// file's name and rows, the host's user name) carries the override too, each in `sentNames`.
import { render, screen, within } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { page, userEvent } from 'vitest/browser'
import type { BankTransaction, TokenResponse } from '../../src/api/types'
import {
  BankReconciliation,
  BankStatementImport,
  BankTransactionEditor,
  BankTransactionList,
  CategorizationRules,
  ManualJournalEntryForm,
} from '../../src/components'
import { formatMoney } from '../../src/format/money'
import { readBankStatement } from '../../src/core/import'
import { BookkeepingProvider } from '../../src/react'
import { reconciliationsKey } from '../../src/core/reconcile/book'
import type { Reconciliation } from '../../src/core/reconcile/types'
import type { CategorizationRule } from '../../src/core/rules/types'
import { createSandbox, SANDBOX, sandboxHandlers, type Sandbox } from '../../src/sandbox'
import { answerOverriddenNames, overridden, sentNames } from '../../stories/support/hostileNames'
import { useBrowserWorker } from '../support/browserWorker'
import { expectIsolated, shownWithNames } from '../support/isolatedNames'
import { wholeText } from '../../stories/support/sentences'
import { useViewerToday } from '../support/viewerToday'

import.meta.glob('../../src/styles/*.css', { eager: true })

const BASE_URL = 'https://sandbox.bookkit.test'
const AS_OF = '2026-06-30'
const bakery = SANDBOX.companies.bakery
const CHECKING = bakery.bankAccounts.checking
const worker = useBrowserWorker()
let sandbox: Sandbox

/** A name from outside bookkit (the host's, a file's, the host's store's), as a hostile one reads: noted as sent. */
const named = (name: string): string => {
  const hostile = overridden(name)
  sentNames.add(hostile)
  return hostile
}

/** The host's choices, named as a host with such names would name them. */
const hostOptions = {
  bankAccounts: [{ id: CHECKING, name: named('Checking') }],
  categories: [
    { id: bakery.categories.ingredients, name: named('Ingredients') },
    { id: bakery.categories.rent, name: named('Rent') },
  ],
}

const rule = (id: string, name: string, text: string, more: Partial<CategorizationRule>): CategorizationRule => ({
  id,
  name: named(name),
  enabled: true,
  confirm: false,
  conditions: { description: { match: 'contains', text: named(text) } },
  actions: { categoryId: bakery.categories.ingredients },
  createdAt: '2026-06-01T09:00:00.000Z',
  ...more,
})

/** The company's rules, kept in the host's store: one confirms, one suggests a category, one a split. */
const RULES = [
  rule('rule_fees', 'Bank fees', 'Card processing', { confirm: true }),
  rule('rule_interest', 'Interest', 'Interest earned', {}),
  rule('rule_utilities', 'Utilities', 'Electricity', {
    actions: {
      split: [
        { categoryId: bakery.categories.rent, percent: 50 },
        { categoryId: bakery.categories.ingredients, percent: 50 },
      ],
    },
  }),
]

/** Rows the feed brings uncategorized, to review: the rules act on these (the seed's rows to review have a category). */
const ARRIVING = [
  { date: '2026-06-22', amount: -310, description: 'CARD PROCESSING FEES 06/22' },
  { date: '2026-06-23', amount: -295, description: 'CARD PROCESSING FEES 06/23' },
  { date: '2026-06-24', amount: 412, description: 'INTEREST EARNED 06/24' },
  { date: '2026-06-25', amount: -48_990, description: 'ELECTRICITY 06/25' },
  { date: '2026-06-26', amount: -1_250, description: 'CORNER CUP 06/26' },
].map((row) => ({ ...row, bankAccountId: CHECKING }))

beforeAll(async () => {
  sandbox = createSandbox({
    seed: 1,
    today: AS_OF,
    volume: { invoicesPerCompany: 10, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 0 },
  })
  const { access_token } = sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })
  await sandbox.handle(
    new Request(`${BASE_URL}/v6/banks/transactions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: ARRIVING }),
    }),
  )
  answerOverriddenNames(sandbox)
  sandbox.store.put(`rules:${bakery.id}`, { format: 'bookkit.rules', formatVersion: 1, rules: RULES })
  worker.use(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }))
})
beforeEach(() => page.viewport(1280, 900))
useViewerToday(AS_OF)
vi.setConfig({ testTimeout: 60_000 })

const fetchToken = async (): Promise<TokenResponse> => sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })
function Provider({ children }: { children: ReactNode }) {
  return (
    <BookkeepingProvider baseUrl={BASE_URL} fetchToken={fetchToken} store={sandbox.store}>
      {children}
    </BookkeepingProvider>
  )
}

/** The checking account's transactions as the service answers them (names overridden), newest first. */
const answeredTransactions = async (): Promise<BankTransaction[]> => {
  const response = await fetch(`${BASE_URL}/v5/banks/transactions?limit=100`, {
    headers: { authorization: `Bearer ${(await fetchToken()).access_token}` },
  })
  const { data } = (await response.json()) as { data: BankTransaction[] }
  return data.filter((transaction) => transaction.bankAccount?.id === CHECKING)
}
/** One the books may still change: after the closing, and not split. */
const openTransaction = async (): Promise<BankTransaction> =>
  (await answeredTransactions()).find(
    (transaction) => transaction.date > sandbox.inspect.closing(bakery.id).date && (transaction.children ?? []).length === 0,
  )!

const shown = (element: ReactElement) => shownWithNames(element, Provider)

describe('BankTransactionList', () => {
  it('isolates every name in its rows, its rules, its announcements and its dialogs', async () => {
    await shown(<BankTransactionList companyId={bakery.id} options={hostOptions} editor={false} />)
    // The confirming rule's notice and rows, and the suggesting rules' chips (a category, a split).
    const interest = await screen.findByRole('button', { name: /^Categorize .*INTEREST EARNED.* by rule/ }, { timeout: 20_000 })
    await screen.findByText(wholeText(/^Rule “.+” confirmed/), {}, { timeout: 20_000 })
    await screen.findByRole('button', { name: /^Categorize .*ELECTRICITY.* as Split: .* by rule/ })
    expectIsolated('the queue, its rules applied')

    // The rows left to apply once the confirmed ones are counted out (the rules' part follows the set a render behind).
    await userEvent.click(await screen.findByRole('button', { name: /^Apply rules to the 2 / }))
    const preview = await screen.findByRole('dialog', { name: /^Apply rules to/ })
    expectIsolated('the preview of "Apply rules"')
    await userEvent.click(within(preview).getByRole('button', { name: 'Cancel' }))

    // A one-row action says what it did to the row, by its name.
    await userEvent.click(interest)
    await screen.findByText(wholeText(/^Saved: .*INTEREST EARNED.*\.$/))
    expectIsolated('the announcement of a saved row')

    // The picker `c` opens for the current row, titled with it.
    const row = screen.getAllByRole('row').find((each) => each.textContent?.includes('CORNER CUP'))!
    row.focus()
    await userEvent.keyboard('c')
    const picker = await screen.findByRole('dialog', { name: /^Category for / })
    await within(picker).findAllByRole('option')
    expectIsolated('the category picker')
    await userEvent.keyboard('{Escape}')
  })
})

describe('BankTransactionEditor', () => {
  it('isolates the name in its facts, its rule offer and its delete confirmation, where the amount stays after the description', async () => {
    const transaction = await openTransaction()
    await shown(<BankTransactionEditor transaction={transaction} options={hostOptions} />)
    expectIsolated('the editor')

    await userEvent.selectOptions(screen.getByLabelText('Category'), bakery.categories.rent)
    await userEvent.click(screen.getByRole('button', { name: 'Make a rule…' }))
    await screen.findByRole('region', { name: /^Always categorize/ })
    expectIsolated('the rule offer')

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete this bank transaction?' })
    expectIsolated('the delete confirmation')

    // The issue's example as a reader sees it: the description reverses itself, and the amount after
    // it is still drawn after it, on the right in a page read left to right.
    const description = within(dialog).getByText(transaction.description!, { selector: 'bdi' })
    const amount = formatMoney(transaction.amount, { locale: 'en-US', currency: 'USD' })
    const sentence = description.parentElement!
    const amountNode = [...sentence.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.nodeValue!.includes(amount))!
    const range = document.createRange()
    const at = amountNode.nodeValue!.indexOf(amount)
    range.setStart(amountNode, at)
    range.setEnd(amountNode, at + amount.length)
    const drawn = { description: description.getBoundingClientRect(), amount: range.getBoundingClientRect() }
    expect(drawn.amount.top, 'the amount on the description’s line').toBeCloseTo(drawn.description.top, 0)
    expect(drawn.amount.left).toBeGreaterThanOrEqual(drawn.description.right)
  })
})

describe('CategorizationRules', () => {
  it('isolates rule names and the names in each rule, in its form and in an import’s problem', async () => {
    await shown(<CategorizationRules companyId={bakery.id} options={hostOptions} />)
    expectIsolated('the rules')

    await userEvent.click(screen.getByRole('button', { name: /^Edit “.*Interest/ }))
    await screen.findByRole('heading', { name: /^Edit rule “/ })
    expectIsolated('the rule form')
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))

    const file = new File(['not json'], named('rules.json'), { type: 'application/json' })
    await userEvent.upload(screen.getByLabelText('Import rules'), file)
    await screen.findByText(wholeText(/is not a JSON file/))
    expectIsolated('an import’s problem')
  })
})

describe('BankStatementImport', () => {
  it('isolates the file’s name, its descriptions, a likely duplicate’s and the account’s name through to the import', async () => {
    const known = await openTransaction()
    const fileName = named('june-statement.csv')
    const rows = [
      // The bank's own line of a transaction the account holds: a likely duplicate, named after it.
      [known.date, known.description!, (known.amount / 100).toFixed(2)],
      ['2026-06-29', named('Flour delivery'), '-45.00'],
      ['2026-06-29', named('Card processing fees June'), '-3.10'],
    ]
    const cell = (value: string) => `"${value.replaceAll('"', '""')}"`
    const csv = ['Date,Description,Amount', ...rows.map((row) => row.map(cell).join(','))].join('\n')
    await shown(<BankStatementImport bankAccounts={hostOptions.bankAccounts} bankAccountId={CHECKING} />)

    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File([csv], fileName, { type: 'text/csv' }))
    await screen.findAllByText(wholeText(/^Looks like “/), {}, { timeout: 20_000 })
    await screen.findAllByText(wholeText(/^Rule: /), {}, { timeout: 20_000 })
    expectIsolated('the file read and its rows checked')

    await userEvent.click(await screen.findByRole('button', { name: /^Import \d+ transactions?$/ }))
    await screen.findByText(wholeText(/imported into /), {}, { timeout: 20_000 })
    expectIsolated('the import done')
  })
})

/** A statement of June as the bank's OFX file states it: one row the books do not hold, closing at `closing`. */
function juneOfx(closing: number): File {
  const text = `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\nCOMPRESSION:NONE\nOLDFILEUID:NONE\nNEWFILEUID:NONE\n\n<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<TRNUID>1\n<STATUS>\n<CODE>0\n<SEVERITY>INFO\n</STATUS>\n<STMTRS>\n<CURDEF>USD\n<BANKACCTFROM>\n<BANKID>999000333\n<ACCTID>880055512\n<ACCTTYPE>CHECKING\n</BANKACCTFROM>\n<BANKTRANLIST>\n<DTSTART>20260601\n<DTEND>20260630\n<STMTTRN>\n<TRNTYPE>DEBIT\n<DTPOSTED>20260627120000\n<TRNAMT>-12.34\n<FITID>JUN-9001\n<NAME>${named('Farmers market stall')}\n</STMTTRN>\n</BANKTRANLIST>\n<LEDGERBAL>\n<BALAMT>${(closing / 100).toFixed(2)}\n<DTASOF>20260630120000\n</LEDGERBAL>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n`
  return new File([text], named('june.ofx'), { type: 'application/x-ofx' })
}

describe('BankReconciliation', () => {
  it('isolates the account’s, the finisher’s and the transactions’ names in the worksheet, the history, its report and its undo', async () => {
    // May, reconciled with an adjustment, by someone the host names; one of its transactions changed since.
    const [changed] = (await answeredTransactions()).filter((transaction) => transaction.date <= '2026-05-31')
    const may: Reconciliation = {
      id: 'rec_20260531',
      bankAccountId: CHECKING,
      bankAccountName: hostOptions.bankAccounts[0]!.name,
      endDate: '2026-05-31',
      openingBalance: 1_000_000,
      openingTyped: true,
      closingBalance: 1_000_000,
      clearedIn: 0,
      clearedOut: changed!.amount,
      difference: -changed!.amount - 100,
      outcome: 'adjusted',
      adjustment: {
        glAccountId: bakery.glAccounts.unused,
        glAccountName: named('Suspense'),
        bankGlAccountId: bakery.glAccounts.checking,
        amount: -changed!.amount - 100,
        date: '2026-05-31',
      },
      transactions: [
        {
          id: changed!.id,
          date: changed!.date,
          amount: changed!.amount + 100,
          description: changed!.description,
          previousReviewStatus: 'REVIEWED',
        },
      ],
      uncleared: [
        { id: 'txn_elsewhere', date: '2026-05-30', amount: -2_500, description: named('Cheque 1042'), previousReviewStatus: null },
      ],
      registerBalance: 997_500,
      statementFile: named('may.ofx'),
      finishedBy: named('Sam at the front desk'),
      finishedAt: '2026-06-02T16:20:00.000Z',
    }
    sandbox.store.put(reconciliationsKey(bakery.id, CHECKING), {
      format: 'bookkit.reconciliations',
      formatVersion: 1,
      reconciliations: [may],
    })
    const statement = await readBankStatement(juneOfx(1_000_000), { currency: 'USD' })

    await shown(
      <BankReconciliation
        bankAccounts={hostOptions.bankAccounts}
        bankAccountId={CHECKING}
        companyId={bakery.id}
        statement={statement}
        userName={named('Robin')}
        options={hostOptions}
      />,
    )
    await screen.findAllByRole('checkbox', { name: /^Cleared: / })
    await screen.findByRole('button', { name: /^Report of the reconciliation ending/ }, { timeout: 20_000 })
    await screen.findByText(wholeText(/^1 transaction changed since/))
    expectIsolated('the worksheet and the history')

    await userEvent.click(screen.getByRole('button', { name: /^Report of the reconciliation ending/ }))
    const report = await screen.findByRole('dialog', { name: 'Reconciliation report' })
    expectIsolated('the report')
    await userEvent.click(within(report).getByRole('button', { name: 'Close' }))

    await userEvent.click(screen.getByRole('button', { name: 'Undo the last reconciliation' }))
    const undo = await screen.findByRole('dialog', { name: /^Undo the reconciliation ending/ })
    expectIsolated('the undo’s confirmation')
    await userEvent.click(within(undo).getByRole('button', { name: 'Cancel' }))
  })
})

describe('ManualJournalEntryForm', () => {
  it('isolates account and dimension names in its pickers, its labels and its errors', async () => {
    const location = { id: bakery.dimensions.location.id, name: named('Location'), requiredness: 'REQUIRED' as const }
    const options = {
      glAccounts: [
        { id: bakery.glAccounts.checking, name: named('Business Checking'), description: '1000' },
        { id: bakery.glAccounts.rent, name: named('Rent'), description: '6100' },
      ],
      dimensionValues: [{ id: bakery.dimensions.location.values.mainStreet, name: named('Main Street'), dimension: location }],
    }
    render(<ManualJournalEntryForm options={options} />, { wrapper: Provider })
    await screen.findAllByRole('option', { name: /Business Checking/ })
    expectIsolated('the form')

    await userEvent.click(screen.getByRole('button', { name: 'Create entry' }))
    await screen.findByText(wholeText(/ is required: choose a value\.$/))
    expectIsolated('the form’s errors')
  })
})
