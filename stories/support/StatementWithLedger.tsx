// A host page for the statements over a period: the statement, and under it the ledger of the
// figure the user chose, over that figure's dates (what `onSelectAccount` is for).
import { useState, type ReactNode } from 'react'
import { GeneralLedger, type LedgerFilter } from '../../src/components/GeneralLedger'
import type { StatementAccountSelection } from '../../src/components/ProfitAndLoss'
import type { GlAccountInfo } from '../../src/react'

interface StatementWithLedgerProps {
  chart: readonly GlAccountInfo[]
  /** The host's own wiring beside the page's (the story's spy). */
  onSelectAccount: ((selection: StatementAccountSelection) => void) | undefined
  /** The statement, given the chart and the page's `onSelectAccount`. */
  statement: (accounts: readonly GlAccountInfo[], onSelectAccount: (selection: StatementAccountSelection) => void) => ReactNode
  /** What the page says before a figure is chosen. */
  hint: string
}

export function StatementWithLedger({ chart, onSelectAccount, statement, hint }: StatementWithLedgerProps) {
  const [chosen, setChosen] = useState<{ glAccountId: string; filter: LedgerFilter }>()
  const account = chosen && chart.find((candidate) => candidate.id === chosen.glAccountId)
  const open = (selection: StatementAccountSelection) => {
    onSelectAccount?.(selection)
    const { glAccountId, from, to, accountingMethod } = selection
    setChosen({ glAccountId, filter: { beginDate: from, endDate: to, ...(accountingMethod && { accountingMethod }) } })
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
