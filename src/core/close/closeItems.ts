/**
 * The items of a month's close checklist as `useMonthEndClose` gives them, and what tells the
 * accounts two of them look at: the ones money waits in uncategorized (suspense), and accounts
 * receivable. Types and pure tests of an account, by its type, subtype and name as the host's
 * chart (or the service) names them.
 */
import type { Invoice } from '../../api/types'
import type { FigureStatus } from '../statements/figureStatus'
import type { GlAccountInfo } from '../statements/glAccounts'
import type { CloseItemId, CloseItemState, SignedChange, SignOff } from './monthClose'

/** Where an item is fixed, for the host's `onOpen(item, filter)`: the month, and the account when one is meant. */
export interface CloseItemFilter {
  /** The month's first day, `YYYY-MM-DD`. */
  from: string
  /** The month's last day. */
  to: string
  /** The bank account to reconcile, or whose transactions to review. */
  bankAccountId?: string
  /** The ledger account to look at (a suspense account, accounts receivable). */
  glAccountId?: string
}

/** A bank account and how far it is reconciled. */
export interface CloseReconcileAccount {
  bankAccountId: string
  name: string
  /** The last reconciliation's end date, `YYYY-MM-DD`; `undefined` when it was never reconciled. */
  reconciledThrough: string | undefined
  /** A reconciliation is being finished (or undone) now: not through until it is. */
  finishing: boolean
  /** Its reconciliations could not be read. */
  error: Error | null
  state: CloseItemState
}

/** A ledger account and its balance at the month's end, in its normal direction (minor units). */
export interface CloseAccountBalance {
  account: GlAccountInfo
  balance: number | undefined
}

/** An account whose balance at the month's end is not the one the sign-off kept (minor units, its normal direction). */
export interface MovedBalance {
  account: GlAccountInfo
  /** At the sign-off; 0 when it kept none. */
  then: number
  now: number
}

interface ItemBase {
  state: CloseItemState
  /** What the item's figures are, as a statement's: `done` is only ever said of `final` figures. */
  figures: FigureStatus
  /** What is left: a count (review, questions, reconcile, match, changes) or an amount in minor units (the others); `undefined` while not known. */
  left: number | undefined
  /** Why its figures could not all be read; `null` when nothing failed. */
  error: Error | null
  /** Where it is fixed. */
  filter: CloseItemFilter
}

/** One item of the checklist, with what it found. */
export type MonthEndCloseItem = ItemBase &
  (
    | { id: 'review'; toReview: number | undefined; transactions: number | undefined }
    | {
        id: 'questions'
        /** Open questions about the month's transactions the owner has not answered yet. */
        waiting: number | undefined
        /** Open ones the owner has answered, their answer not used yet: the bookkeeper's turn. */
        answered: number | undefined
        /** When the oldest open one was asked (ISO 8601). */
        oldestAskedAt: string | undefined
        /** Whole days since the oldest open one was asked, as of the day the close was read. */
        oldestDays: number | undefined
      }
    | { id: 'reconcile'; accounts: CloseReconcileAccount[] }
    | { id: 'match'; deposits: number | undefined; transfers: number | undefined }
    | { id: 'suspense'; accounts: CloseAccountBalance[] }
    | {
        id: 'receivables'
        /** The receivable accounts' balance at the month's end. */
        ledger: number | undefined
        accounts: CloseAccountBalance[]
        /** What the invoices owed at the month's end. */
        invoices: number | undefined
        /** Ledger less invoices, once both are final. */
        difference: number | undefined
        /** Invoices whose balance then is the difference's size: likely the ones the ledger is missing or has twice. */
        explaining: Invoice[]
      }
    | {
        id: 'balances'
        /** Debits less credits of the trial balance, once final. */
        trialBalance: number | undefined
        /** Assets less liabilities and equity, once final. */
        balanceSheet: number | undefined
      }
    | {
        id: 'changes'
        /** The sign-off told against: the one in force, else the last reopened. */
        since: SignOff | undefined
        changes: SignedChange[]
        /** The trial balance's totals now, when final, beside the sign-off's. */
        trialBalance: { debits: number; credits: number } | undefined
        /** The accounts whose balance at the month's end moved since the sign-off in force (a journal entry, a category or split moved). */
        balances: MovedBalance[]
      }
  )

/** An item of the given id. */
export type CloseItemOf<Id extends CloseItemId> = Extract<MonthEndCloseItem, { id: Id }>

/** The ledger's items of a month, and the trial balance's totals at its end once final. */
export interface LedgerItems {
  suspense: CloseItemOf<'suspense'>
  receivables: CloseItemOf<'receivables'>
  balances: CloseItemOf<'balances'>
  totals: { debits: number; credits: number } | undefined
  /** Each account's balance at the month's end, once final: a sign-off keeps them, and a change since is told against them. */
  accountBalances: CloseAccountBalance[] | undefined
}

/** A name's, type's or subtype's letters alone, upper case, as Unicode folds them: `Ask my accountant` and `ASK_MY_ACCOUNTANT` are one. */
const lettersOf = (text: string | undefined) =>
  (text ?? '')
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]/gu, '')

/** Where money waits to be categorized: a suspense account, uncategorized income, expense or asset, QuickBooks' "Ask My Accountant". */
const SUSPENSE = /SUSPENSE|UNCATEGORI[SZ]ED|ASKMYACCOUNTANT|UNCLASSIFIED/

/** Whether money in the account waits to be categorized. */
export const isSuspenseAccount = (account: Pick<GlAccountInfo, 'name' | 'type' | 'subtype'>) =>
  SUSPENSE.test(lettersOf(account.subtype)) || SUSPENSE.test(lettersOf(account.type)) || SUSPENSE.test(lettersOf(account.name))

const RECEIVABLE = /^(ACCOUNTSRECEIVABLE|RECEIVABLE|TRADERECEIVABLES?|ACCOUNTSRECEIVABLEAR)$/

/** Whether the account is accounts receivable: by its type (QuickBooks'), subtype, or a name that says only that (Xero's and the sandbox's). */
export const isReceivableAccount = (account: Pick<GlAccountInfo, 'name' | 'type' | 'subtype'>) =>
  RECEIVABLE.test(lettersOf(account.type)) || RECEIVABLE.test(lettersOf(account.subtype)) || RECEIVABLE.test(lettersOf(account.name))
