// The statements on a day (the balance sheet and the trial balance): their options read once per
// change, each account read on the day after each date and (income and expenses) on each fiscal
// year's start, and their figures from the core's assembly.
import { useMemo } from 'react'
import type { AccountingMethod } from '../../api/types'
import { dayReadPlan, readDayOptions } from '../../core/statements/dayStatements'
import type { GlAccountInfo } from '../../core/statements/glAccounts'
import type { AccountReads } from '../../core/statements/ledgerReads'
import type { BalanceSheetComparison, FiscalYearStart, StatementDates } from '../../core/statements/statementColumns'
import type { ChartStatus } from '../../core/statements/statementTotals'
import { localToday } from '../../format/localToday'
import { useStatement, type Assembled, type Statement } from './statementHook'

/** What a statement on a day is asked for: the options the balance sheet and the trial balance share. */
export interface DayOptions {
  asOf: string | undefined
  compareTo: BalanceSheetComparison | undefined
  fiscalYearStart: FiscalYearStart | undefined
  accountingMethod: AccountingMethod | undefined
  accounts: readonly GlAccountInfo[] | undefined
  companyId: string | undefined
  enabled: boolean
}

/**
 * A statement on a day: its dates (`asOf` defaulting to today; an `Error` names the option that
 * cannot be read), read again only when an option changes, its reads on them, and `assemble`'s
 * figures (`empty`'s while its options cannot be read).
 */
export function useDayStatement<F>(
  options: DayOptions,
  assemble: (reads: readonly AccountReads[], dates: StatementDates, accountsKnown: ChartStatus) => Assembled<F>,
  empty: () => Assembled<F>,
): Statement<StatementDates, F> {
  const { asOf, compareTo, fiscalYearStart, accountingMethod } = options
  // A `{month, day}` literal is a new object each render: it is compared by its numbers.
  const startKey = fiscalYearStart === undefined ? undefined : `${String(fiscalYearStart.month)}-${String(fiscalYearStart.day)}`
  const read = useMemo(
    () => readDayOptions(asOf ?? localToday(), compareTo, fiscalYearStart, accountingMethod),
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- a `{month, day}` literal is a new object each render: its numbers are listed
    [asOf, compareTo, startKey, accountingMethod],
  )
  const plan = useMemo(() => dayReadPlan(read instanceof Error ? undefined : read), [read])
  return useStatement(options, { read, plan }, assemble, empty)
}
