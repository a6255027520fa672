// A page that holds the review queue's synced set beside the statements, as a host builds one: the
// queue, the balance sheet at the sandbox's month end compared with the month end before, and the
// month's statement of cash flows, in one provider; and the saves the queue's parts make, through
// the hooks they use. After a save settles, every figure shown must be the sandbox's ledger's.
import { screen, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import type { BankTransaction } from '../../src/api/types'
import { BalanceSheet } from '../../src/components/BalanceSheet'
import { BankTransactionList } from '../../src/components/BankTransactionList'
import type { BankTransactionEditorOptions } from '../../src/components/BankTransactionEditor'
import { CashFlowStatement } from '../../src/components/CashFlowStatement'
import {
  useBankTransactionDeletes,
  useBankTransactions,
  useBankTransactionSave,
  useDeleteBankTransaction,
} from '../../src/react/queue/bankTransactions'
import { useServiceProfile } from '../../src/react/provider/provided'
import { QUEUE_PAGE_SIZE } from '../../src/react/queue/queuePageSize'
import { SANDBOX, type Sandbox, type SandboxGlAccount } from '../../src/sandbox'
import { comparedDay, expectedSheet, sheetDay, sheetLines } from './balanceSheets'
import { expectedCashFlow } from './cashFlows'
import { spaced } from './chartFigures'
import { renderWithSandbox, type useSandboxServer } from './sandbox'
import { money } from './statements'

const bakery = SANDBOX.companies.bakery
/** The sandbox's today: the balance sheet's date. */
const AS_OF = '2026-06-30'
/** The month the statement of cash flows covers. */
const MONTH = { from: '2026-06-01', to: '2026-06-30' }
/** Books small enough to read again after every save: a few dozen transactions and invoices a year. */
export const FRESH_VOLUME = { invoicesPerCompany: 12, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 0 }

const QUEUE_OPTIONS: BankTransactionEditorOptions = {
  categories: [
    { id: bakery.categories.ingredients, name: 'Ingredients' },
    { id: bakery.categories.marketing, name: 'Marketing' },
    { id: bakery.categories.retailSales, name: 'Retail sales' },
  ],
}

/** What the page's saves are made with: the hooks the queue, the editor, the import and the pairing use, and the synced set they share. */
export interface PageWrites {
  save: ReturnType<typeof useBankTransactionSave>
  deletes: ReturnType<typeof useBankTransactionDeletes>
  deleteOne: ReturnType<typeof useDeleteBankTransaction>['mutateAsync']
  transactions: readonly BankTransaction[] | undefined
  updates: ReturnType<typeof useServiceProfile>['updates']
}

/** Hands the test the page's write hooks and its synced set after each render. */
function Writer({ onWrites }: { onWrites: (writes: PageWrites) => void }) {
  const save = useBankTransactionSave()
  const deletes = useBankTransactionDeletes()
  const deleteOne = useDeleteBankTransaction().mutateAsync
  const set = useBankTransactions({ limit: QUEUE_PAGE_SIZE })
  const { updates } = useServiceProfile()
  const transactions = set.data?.syncing === undefined ? set.data?.transactions : undefined
  useEffect(() => {
    onWrites({ save, deletes, deleteOne, transactions, updates })
  })
  return null
}

/** Renders the page on `state`'s sandbox; `writes()` gives the hooks once the synced set is whole. */
export function renderFreshPage(state: ReturnType<typeof useSandboxServer>, accounts: readonly SandboxGlAccount[]) {
  const into: { current?: PageWrites } = {}
  const view = renderWithSandbox(
    <>
      <BankTransactionList options={QUEUE_OPTIONS} editor={false} />
      <BalanceSheet asOf={AS_OF} compareTo="previousMonthEnd" accounts={accounts} />
      <CashFlowStatement {...MONTH} accounts={accounts} />
      <Writer
        onWrites={(writes) => {
          into.current = writes
        }}
      />
    </>,
    state.sandbox,
    { userId: SANDBOX.users.bakeryOwner },
  )
  const writes = async (): Promise<PageWrites & { transactions: readonly BankTransaction[] }> => {
    await waitFor(() => expect(into.current?.transactions).toBeDefined())
    return into.current as PageWrites & { transactions: readonly BankTransaction[] }
  }
  return { ...view, writes, current: () => into.current }
}

/** A cell's text as a user reads it, without the comparison folded under a figure for narrow screens. */
function cellText(cell: Element): string {
  const copy = cell.cloneNode(true) as Element
  for (const fold of copy.querySelectorAll('.bk-statement__fold')) fold.remove()
  return spaced(copy.textContent).trim()
}
const tableLines = (root: HTMLElement) =>
  [...root.querySelectorAll('table tbody tr, table tfoot tr')].map((row) => [...row.children].map(cellText))
const statementRoot = (title: string) => screen.getByRole('heading', { name: title }).closest<HTMLElement>('section.bk-statement')!
const checkOf = (root: HTMLElement) => root.querySelector<HTMLElement>('.bk-statement__check')
const usd = (minor: number) => spaced(money()(minor))

/**
 * Waits until both statements show, final, what the sandbox's ledger holds now: every line of the
 * balance sheet (and the month end before), the books balancing, the cash at both ends of the
 * month and its net change, and the cash flow tying to the bank accounts.
 */
export async function figuresAreTheLedgers(sandbox: Sandbox, accounts: readonly SandboxGlAccount[]): Promise<void> {
  const day = sheetDay(AS_OF)
  const sheet = sheetLines(expectedSheet(sandbox, accounts, day, comparedDay(day, 'previousMonthEnd')), { compare: true })
  const flow = expectedCashFlow(sandbox, accounts, MONTH)
  await waitFor(() => {
    const sheetRoot = statementRoot('Balance sheet')
    expect(sheetRoot).toHaveAttribute('data-figures', 'final')
    expect(tableLines(sheetRoot)).toEqual(sheet)
    expect(checkOf(sheetRoot)).toHaveAttribute('data-check', 'balances')
    const flowRoot = statementRoot('Statement of cash flows')
    expect(flowRoot).toHaveAttribute('data-figures', 'final')
    const lines = tableLines(flowRoot)
    expect(lines.find((line) => line[0] === 'Net change in cash')).toEqual(['Net change in cash', usd(flow.netChange.amount)])
    expect(lines.find((line) => line[0] === 'Cash at the beginning of the period')).toEqual([
      'Cash at the beginning of the period',
      usd(flow.cashAtStart.amount),
    ])
    expect(lines.find((line) => line[0] === 'Cash at the end of the period')).toEqual([
      'Cash at the end of the period',
      usd(flow.cashAtEnd.amount),
    ])
    expect(checkOf(flowRoot)).toHaveAttribute('data-check', 'ties')
  })
}

/** The queue's row of transaction `id`; throws while it is not drawn, for `waitFor`. */
export function rowOf(id: string): HTMLElement {
  const row = document.querySelector<HTMLElement>(`[role="row"][data-id="${id}"]`)
  if (!row) throw new Error(`row ${id} is not shown`)
  return row
}

/** What a row says of its transfer ("Transfer from ⁨…⁩", its account isolated), or `undefined` for a row that is no side of a transfer. */
export const transferTextOf = (row: HTMLElement) => row.querySelector('[data-state="transfer"]')?.textContent ?? undefined
