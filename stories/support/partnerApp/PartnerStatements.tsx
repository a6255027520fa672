// The statements screen of the partner's page: one statement at a time, chosen in the host's own
// tabs, over the month before the user's, and under it the ledger of the figure the user chose (what
// every `onSelectAccount` is for).
import { useState } from 'react'
import type { AccountingMethod } from '../../../src/api/types'
import { BalanceSheet, CashFlowStatement, GeneralLedger, ProfitAndLoss, TrialBalance } from '../../../src/components'
import { addMonths, monthRange, type DateRange } from '../../../src/format/period'
import type { PartnerBooks } from './hostBooks'

const STATEMENTS = [
  { id: 'profitAndLoss', label: 'Profit and loss' },
  { id: 'balanceSheet', label: 'Balance sheet' },
  { id: 'cashFlow', label: 'Cash flow' },
  { id: 'trialBalance', label: 'Trial balance' },
] as const

type StatementId = (typeof STATEMENTS)[number]['id']

/** A figure's ledger, as the statements and the close hand it over. */
export interface LedgerChoice {
  glAccountId: string
  from?: string
  to?: string
  accountingMethod?: AccountingMethod
}

interface PartnerStatementsProps {
  books: PartnerBooks
  /** The statement shown first; default the profit and loss. */
  first?: StatementId
  /** A ledger another screen asked for. */
  ledger?: LedgerChoice
}

/** The month before the user's, as the host's statements show first. */
function lastMonth(): DateRange {
  const now = new Date()
  const thisMonth = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`
  return monthRange(addMonths(thisMonth, -1))
}

export function PartnerStatements({ books, first = 'profitAndLoss', ledger }: PartnerStatementsProps) {
  const [shown, setShown] = useState<StatementId>(first)
  const [chosen, setChosen] = useState<LedgerChoice | undefined>(ledger)
  const [period] = useState(lastMonth)
  const account = chosen && books.chart.find((candidate) => candidate.id === chosen.glAccountId)
  const statement = { companyId: books.companyId, accounts: books.chart, onSelectAccount: setChosen }
  return (
    <div className="partner-app__statements">
      <nav className="partner-app__tabs" aria-label="Statements">
        <ul>
          {STATEMENTS.map(({ id, label }) => (
            <li key={id}>
              <button type="button" aria-current={shown === id ? 'page' : undefined} onClick={() => setShown(id)}>
                {label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {shown === 'profitAndLoss' && <ProfitAndLoss {...statement} period={period} />}
      {shown === 'balanceSheet' && <BalanceSheet {...statement} />}
      {shown === 'cashFlow' && <CashFlowStatement {...statement} from={period.from} to={period.to} />}
      {shown === 'trialBalance' && <TrialBalance {...statement} />}
      {chosen ? (
        <GeneralLedger
          key={chosen.glAccountId}
          glAccountId={chosen.glAccountId}
          glAccount={account}
          defaultFilter={{
            ...(chosen.from && { beginDate: chosen.from }),
            ...(chosen.to && { endDate: chosen.to }),
            ...(chosen.accountingMethod && { accountingMethod: chosen.accountingMethod }),
          }}
        />
      ) : (
        <p className="partner-app__hint">Choose a figure to see its account’s ledger.</p>
      )}
    </div>
  )
}
