import type { UseInfiniteQueryResult } from '@tanstack/react-query'
import { localToday } from '../../format/localToday'
import { useBalancesFrom } from '../../react/statements/accountBalances'
import { useEveryPage } from '../../react/query/everyPage'
import type { GeneralLedgerPages } from '../../react/query/queries'
import { BalanceChartView, type BalanceChartVariant } from '../AccountBalanceChart/BalanceChartView'
import { HeadingsBelow } from '../shared/root/heading'
import type { LedgerFilter } from './types'

/**
 * `<GeneralLedger chart>`: the account's balance over the ledger's own query (the same pages the
 * lines show, one fetch for both). A balance over time needs every line of the range, so the pages
 * are read to the end while the chart is shown, and the lines below fill in with them. Loaded on
 * demand: a ledger without a chart never loads the chart's code. Its title is one level below the
 * account's name, the ledger's title.
 */
export function LedgerBalanceChart({
  result,
  filter,
  accountName,
  variant,
}: {
  result: UseInfiniteQueryResult<GeneralLedgerPages>
  filter: LedgerFilter
  accountName: string
  variant: BalanceChartVariant
}) {
  useEveryPage(result)
  const lines = result.data?.lines
  const to = filter.endDate ?? localToday()
  const from = filter.beginDate ?? lines?.[0]?.date ?? to
  const balances = useBalancesFrom(result, { from: from <= to ? from : to, to })
  return (
    <HeadingsBelow>
      <BalanceChartView balances={balances} accountName={accountName} variant={variant} />
    </HeadingsBelow>
  )
}
