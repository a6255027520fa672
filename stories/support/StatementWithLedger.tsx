// A host page for a statement: the statement, and under it the ledger of the figure the user chose,
// over that figure's dates (and filtered by its dimension value, in a statement split by one), or
// through the day of a statement on a day (what `onSelectAccount` is for).
import { useState, type ReactNode } from 'react'
import { GeneralLedger, type LedgerFilter } from '../../src/components/GeneralLedger'
import type { GlAccountInfo } from '../../src/react'

/** What a statement hands its host: a figure's dates (`from` only for a statement over a period), method and value filter (a split statement's value column). */
interface LedgerSelection {
  glAccountId: string
  from?: string
  to: string
  accountingMethod: 'ACCRUAL' | 'CASH' | undefined
  dimensionValues?: LedgerFilter['dimensionValues']
}

interface StatementWithLedgerProps<Selection extends LedgerSelection> {
  chart: readonly GlAccountInfo[]
  /** The host's own wiring beside the page's (the story's spy). */
  onSelectAccount: ((selection: Selection) => void) | undefined
  /** The statement, given the chart and the page's `onSelectAccount`. */
  statement: (accounts: readonly GlAccountInfo[], onSelectAccount: (selection: Selection) => void) => ReactNode
  /** What the page says before a figure is chosen. */
  hint: string
}

export function StatementWithLedger<Selection extends LedgerSelection>({
  chart,
  onSelectAccount,
  statement,
  hint,
}: StatementWithLedgerProps<Selection>) {
  const [chosen, setChosen] = useState<{ glAccountId: string; filter: LedgerFilter }>()
  const account = chosen && chart.find((candidate) => candidate.id === chosen.glAccountId)
  const open = (selection: Selection) => {
    onSelectAccount?.(selection)
    const { glAccountId, from, to, accountingMethod, dimensionValues } = selection
    setChosen({
      glAccountId,
      filter: {
        ...(from !== undefined && { beginDate: from }),
        endDate: to,
        ...(accountingMethod && { accountingMethod }),
        ...(dimensionValues && { dimensionValues }),
      },
    })
  }
  return (
    <div className="story-statement-page">
      {statement(chart, open)}
      {chosen ? (
        <GeneralLedger
          glAccountId={chosen.glAccountId}
          glAccount={account}
          filter={chosen.filter}
          onFilterChange={(filter) => setChosen({ ...chosen, filter })}
        />
      ) : (
        <p className="story-statement-page__hint">{hint}</p>
      )}
    </div>
  )
}
