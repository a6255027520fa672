import type { AccountingMethod } from '../../api/types'
import type { GlAccountInfo } from '../../core/statements/glAccounts'
import type { FiscalYearStart } from '../../core/statements/statementColumns'
import { assembleTrialBalance, noTrialBalance, type TrialBalanceStatement } from '../../core/statements/trialBalance'
import { useDayStatement } from './dayStatement'

export type {
  TrialBalanceRetainedEarnings,
  TrialBalanceRow,
  TrialBalanceStatement,
  TrialBalanceTotals,
} from '../../core/statements/trialBalance'

/** Options of `useTrialBalance` (and the props `<TrialBalance>` shares with it). */
export interface TrialBalanceOptions {
  /** The day the balances are at the end of, `YYYY-MM-DD`; default today where the user is. */
  asOf?: string
  /** `'ACCRUAL'` or `'CASH'`, where the service profile carries the method; default (and otherwise) the company's own. */
  accountingMethod?: AccountingMethod
  /** The host's chart of accounts; without it, the accounts the records name (the sums are then never final). */
  accounts?: readonly GlAccountInfo[]
  /** The month and day the fiscal year starts on; default January 1. Income and expenses are this fiscal year's; earlier years' are retained earnings. */
  fiscalYearStart?: FiscalYearStart
  /** The company whose books and closing the statement reads (a bookkeeper's token sees several); default the token's. */
  companyId?: string
  enabled?: boolean
}

/**
 * Every account's balance at the end of `asOf` on its debit or credit side, as QuickBooks' and
 * Xero's trial balances give it: balance-sheet accounts to the day, income and expense accounts
 * this fiscal year to date (the profit and loss's figures), and every earlier year's income less
 * expenses as a Retained earnings line, so it ties to both statements. Each balance is the
 * balance before the day after `asOf` (and the fiscal year's start for income and expenses), read
 * from one page of the account's lines (README decision 17). An account whose type says no side is shown apart,
 * never guessed onto one. The sums are final only once every account is read; they differ only when
 * the accounts read are not the whole book, and the difference is stated.
 */
export function useTrialBalance({
  asOf,
  accountingMethod,
  accounts,
  fiscalYearStart,
  companyId,
  enabled = true,
}: TrialBalanceOptions = {}): TrialBalanceStatement {
  const { read, statement } = useDayStatement(
    { asOf, compareTo: undefined, fiscalYearStart, accountingMethod, accounts, companyId, enabled },
    assembleTrialBalance,
    noTrialBalance,
  )
  return { asOf: read?.asOf, fiscalYear: read?.fiscalYear, ...statement }
}
