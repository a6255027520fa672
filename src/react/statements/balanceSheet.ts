import type { AccountingMethod } from '../../api/types'
import { assembleBalanceSheet, noBalanceSheet, type BalanceSheetStatement } from '../../core/statements/balanceSheet'
import type { GlAccountInfo } from '../../core/statements/glAccounts'
import type { BalanceSheetComparison, FiscalYearStart } from '../../core/statements/statementColumns'
import { useDayStatement } from './dayStatement'

export type { BalanceCheck, BalanceSheetGroup, BalanceSheetSection, BalanceSheetStatement } from '../../core/statements/balanceSheet'

/** Options of `useBalanceSheet` (and the props `<BalanceSheet>` shares with it). */
export interface BalanceSheetOptions {
  /** The day the balances are at the end of, `YYYY-MM-DD`; default today where the user is. */
  asOf?: string
  /** Beside the balances of the month end before, or of the fiscal year end before; default none. */
  compareTo?: BalanceSheetComparison
  /** `'ACCRUAL'` or `'CASH'`, where the service profile carries the method; default (and otherwise) the company's own. */
  accountingMethod?: AccountingMethod
  /** The host's chart of accounts; without it, the accounts the records name (said so on screen, with what that leaves out). */
  accounts?: readonly GlAccountInfo[]
  /** The month and day the fiscal year starts on; default January 1. It splits this year's net income from retained earnings. */
  fiscalYearStart?: FiscalYearStart
  /** The company whose books and closing the statement reads (a bookkeeper's token sees several); default the token's. */
  companyId?: string
  enabled?: boolean
}

/**
 * The balance sheet on a day from the ledger's own balances (README decision 17): each account's
 * balance at the end of `asOf` is its balance before the day after, read with its other dates from
 * one page of its lines, so the requests follow the accounts, never the transactions. Income and expense
 * accounts are read on the fiscal year's start too: their activity since is net income this
 * fiscal year, and their balance before it retained earnings, both lines of equity. The check, that
 * assets equal liabilities and equity, is made only once every account in it is read; a
 * difference is stated, never plugged.
 */
export function useBalanceSheet({
  asOf,
  compareTo,
  accountingMethod,
  accounts,
  fiscalYearStart,
  companyId,
  enabled = true,
}: BalanceSheetOptions = {}): BalanceSheetStatement {
  const { read, statement } = useDayStatement(
    { asOf, compareTo, fiscalYearStart, accountingMethod, accounts, companyId, enabled },
    assembleBalanceSheet,
    noBalanceSheet,
  )
  return {
    asOf: read?.asOf,
    fiscalYear: read?.fiscalYear,
    compared: read?.compared,
    compareTo: read ? compareTo : undefined,
    ...statement,
  }
}
