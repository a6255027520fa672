// A month of the bakery signed off before the story opens, as a bookkeeper's earlier visit left it
// in the host's store: the month's record (a sign-off reopened, then the one in force) and the
// company's list of signed-off months. The month's transactions come from the sandbox as they
// stand, the trial balance's totals and each account's balance from the same reads the checklist makes.
import { useEffect, useRef, useState, type ReactNode } from 'react'
import {
  closeKey,
  monthRange,
  signedMonthsKey,
  signedTransactionOf,
  type CloseRecord,
  type SignedBalance,
  type SignedItem,
  type SignedMonths,
} from '../../src/core/close/monthClose'
import type { GlAccountInfo } from '../../src/core/statements/glAccounts'
import { useTrialBalance } from '../../src/react/statements/trialBalance'
import { SANDBOX } from '../../src/sandbox'
import { storySandbox } from './sandbox'

const bakery = SANDBOX.companies.bakery

/** The month the stories find signed off: the service's books are closed through its end. */
export const SIGNED_MONTH = '2026-04'

/** Who signed it off, as a host names the signed-in user (a made-up bookkeeping firm). */
export const SIGNED_BY = 'Dana at Cornerstone Bookkeeping'

/**
 * April's items as the sign-off kept them: two not done, each with the reason given (the figures
 * are what the checklist finds in the story sandbox: three accounts, $384.06 in suspense).
 */
const APRIL_ITEMS: SignedItem[] = [
  { id: 'review', state: 'done', figure: 0 },
  { id: 'reconcile', state: 'toDo', figure: 3, reason: 'The bank’s April statements arrive on May 10; the accounts are reconciled then.' },
  { id: 'match', state: 'done', figure: 0 },
  {
    id: 'suspense',
    state: 'toDo',
    figure: 38_406,
    reason: 'The owner’s market purchases on the card; the accountant sorts them at year end.',
  },
  { id: 'receivables', state: 'done', figure: 0 },
  { id: 'balances', state: 'done', figure: 0 },
  { id: 'changes', state: 'done', figure: 0 },
]

/**
 * What the story changes behind the sign-off: the first transaction's kept amount differs from
 * today's by `amountDifference`; the balances kept are as they were before `moved.amount` went from
 * account `moved.from` to `moved.to` (a reclassifying journal entry since: both expenses, say).
 */
export interface SigningOff {
  accounts: readonly GlAccountInfo[]
  amountDifference?: number
  moved?: { from: string; to: string; amount: number }
}

/**
 * The record of `SIGNED_MONTH` in the story's store: signed off on May 5, reopened on May 7 for a
 * refund that came in late, and signed off again on May 8 by `SIGNED_BY`, keeping the month's
 * transactions as they stand now (one of them kept at another amount when `amountDifference` is
 * given) and the trial balance's `totals`.
 */
async function storeSignedMonth(
  storyId: string,
  totals: { debits: number; credits: number },
  balances: SignedBalance[],
  amountDifference = 0,
): Promise<void> {
  const sandbox = storySandbox(storyId)
  const month = SIGNED_MONTH
  const transactions = sandbox.inspect
    .bankTransactions(bakery.id)
    .filter((transaction) => transaction.date.startsWith(month))
    .map(signedTransactionOf)
  if (amountDifference !== 0 && transactions[0])
    transactions[0] = [transactions[0][0], transactions[0][1], transactions[0][2] + amountDifference, transactions[0][3]]
  const first = {
    at: '2026-05-05T12:10:00.000Z',
    by: 'Sam at the bakery',
    items: APRIL_ITEMS,
    trialBalance: totals,
    balances,
    transactions,
  }
  const record: CloseRecord = {
    format: 'bookkit.close',
    formatVersion: 1,
    month,
    signOffs: [
      { ...first, reopened: { at: '2026-05-07T12:45:00.000Z', by: SIGNED_BY, reason: 'A supplier’s refund of April 28 was booked late.' } },
      { ...first, at: '2026-05-08T12:30:00.000Z', by: SIGNED_BY },
    ],
  }
  const list: SignedMonths = {
    format: 'bookkit.closeMonths',
    formatVersion: 1,
    months: [{ month, at: '2026-05-08T12:30:00.000Z', by: SIGNED_BY }],
  }
  // Saved as a host's store is written to, each over nothing stored yet.
  await sandbox.store.save(closeKey(bakery.id, month), record, null)
  await sandbox.store.save(signedMonthsKey(bakery.id), list, null)
}

/** Renders `children` once `SIGNED_MONTH` is signed off in the story's store, its trial balance's totals read first. */
export function SignedOffFirst({
  storyId,
  accounts,
  amountDifference,
  moved,
  children,
}: SigningOff & { storyId: string; children: ReactNode }) {
  const trial = useTrialBalance({ asOf: monthRange(SIGNED_MONTH).to, accounts, companyId: bakery.id })
  const { complete, debits, credits } = trial.totals
  const [stored, setStored] = useState(false)
  const started = useRef(false)
  useEffect(() => {
    if (!complete || started.current) return
    started.current = true
    // Each account's balance as the checklist reads it, at the month's end; before `moved` when given.
    const balances = trial.rows.flatMap(({ account, figures }): SignedBalance[] => {
      const now = figures[0]?.amount ?? 0
      const then = now + (account.id === moved?.from ? moved.amount : account.id === moved?.to ? -moved.amount : 0)
      return then === 0 ? [] : [[account.id, then]]
    })
    void storeSignedMonth(storyId, { debits, credits }, balances, amountDifference).then(() => setStored(true))
  }, [complete, debits, credits, trial.rows, storyId, amountDifference, moved])
  return stored ? children : <p>Signing off the sandbox’s April…</p>
}
