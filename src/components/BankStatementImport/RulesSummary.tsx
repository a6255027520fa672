import type { BankStatementImportStepMessages } from '../../messages/forms/bankStatementImportSteps'
import type { StatementRuleMatches } from '../../react/import/statementRuleMatches'

export interface RulesSummaryProps {
  messages: BankStatementImportStepMessages
  status: StatementRuleMatches['status']
  /** The user chose Import while the rules were still being read. */
  waiting: boolean
  /** How many of the rows to import a rule categorizes, and how many rows are to import (formatted, and `n` for plurals). */
  ruled: string
  total: string
  n: number
  /** How many of the rows to import would pay an open invoice (and `payingCount`, formatted). */
  paying: number
  payingCount: string
  onRetry: () => void
}

/**
 * What the categorization rules do to the rows to import: "Rules categorize 42 of 120 rows" (and
 * how many would pay an open invoice, which no rule takes), or
 * that they are still being read (and the import waits for them), or that they could not be read.
 * Said politely as it changes.
 */
export function RulesSummary({ messages, status, waiting, ruled, total, n, paying, payingCount, onRetry }: RulesSummaryProps) {
  if (status === 'error')
    return (
      <div className="bk-alert" data-tone="danger" role="alert">
        <p>{messages['statementImport.rules.failed']}</p>
        <button type="button" className="bk-button" onClick={onRetry}>
          {messages['statementImport.tryAgain']}
        </button>
      </div>
    )
  return (
    <p className="bk-import__totals" role="status" data-rules={status}>
      {status === 'ready'
        ? messages['statementImport.rules.count'](ruled, total, n)
        : messages[status === 'loading' ? 'statementImport.rules.loading' : 'statementImport.rules.matching']}
      {status !== 'ready' && waiting && <> {messages['statementImport.rules.waiting']}</>}
      {status === 'ready' && paying > 0 && <> {messages['statementImport.paysCount'](payingCount, paying)}</>}
    </p>
  )
}
