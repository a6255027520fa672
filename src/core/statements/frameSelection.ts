// What choosing an account's figure in a statement opens: that account's ledger over the figure's
// dates, as the provider's `onEvent` hears it and as the host's `onSelectAccount` gets it.
import type { AccountingMethod } from '../../api/types'
import type { BookkeepingEvent } from '../store/events'

/** The statements whose figures open a ledger, by the name their events give them. */
export type FramedStatementName = 'balanceSheet' | 'trialBalance' | 'profitAndLoss' | 'cashFlow'

/** A balance on a day: its ledger runs from the books' start through that day. */
interface DaySelection {
  glAccountId: string
  to: string
  /** `undefined`: the company's own method (the ledger's default too). */
  accountingMethod: AccountingMethod | undefined
}

/** A figure over a period: its ledger runs over the period's dates. */
interface PeriodSelection extends DaySelection {
  from: string
}

/** What a statement hands its host: a day's balance for the balance sheet and the trial balance, a period's activity for the others. */
export type SelectionOf<S extends FramedStatementName> = S extends 'balanceSheet' | 'trialBalance' ? DaySelection : PeriodSelection

/** The event a chosen figure tells the provider. */
export type StatementAccountEvent = Extract<BookkeepingEvent, { type: 'statementAccountSelected' }>

/**
 * The ledger a figure opens: a statement on a day gives the day alone (its figures are balances
 * through it), a statement over a period gives the figure's dates, each under the method the
 * figures are read under.
 */
export function ledgerChoice<S extends FramedStatementName>(
  statement: S,
  glAccountId: string,
  { from, to }: { from: string; to: string },
  accountingMethod: AccountingMethod | undefined,
): { event: StatementAccountEvent; selection: SelectionOf<S> } {
  if (statement === 'balanceSheet' || statement === 'trialBalance') {
    return {
      event: { type: 'statementAccountSelected', statement, glAccountId, asOf: to },
      selection: { glAccountId, to, accountingMethod } as SelectionOf<S>,
    }
  }
  return {
    event: { type: 'statementAccountSelected', statement: statement as 'profitAndLoss' | 'cashFlow', glAccountId, period: { from, to } },
    selection: { glAccountId, from, to, accountingMethod } as SelectionOf<S>,
  }
}
