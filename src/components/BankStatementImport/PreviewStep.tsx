import { lazy, Suspense, useCallback, useId, useMemo, useState, type ReactNode } from 'react'
import type { SortingState } from '@tanstack/react-table'
import { formatDate } from '../../format/date'
import { formatCount } from '../../messages/messageSet'
import { formatMoney, type MoneyFormat } from '../../format/money'
import {
  balanceCheck,
  importTotals,
  type StatementBalanceCheck,
  IMPORT_ROW_STATES,
  rowsToImport,
  type ImportRowState,
  type PreviewRow,
  type StatementPreview,
} from '../../core/import/preview'
import type { BankStatementReading } from '../../core/import/types'
import type { BankStatementImportStepMessages } from '../../messages/forms/bankStatementImportSteps'
import type { StatementPreviewState } from '../../react/import/statementImport'
import type { StatementRuleMatches } from '../../react/import/statementRuleMatches'
import type { CategorizationRule } from '../../core/rules/types'
import type { InvoiceMatch } from '../../core/queue/invoiceMatches'
import { isolatedParts } from '../../format/isolate'
import { matchWords } from '../shared/text/matchText'
import { Heading } from '../shared/root/heading'
import { IsolatedText } from '../shared/text/SentenceWithName'
import type { GridRow } from './PreviewGrid'
import { problemText } from './rowText'
import { RulesSummary } from './RulesSummary'
import type { BankStatementImportProps } from './types'

// The grid (its columns and its row window) loads once a file is chosen, while it is read.
export const loadPreviewGrid = () => import('./PreviewGrid')
const PreviewGrid = lazy(loadPreviewGrid)

/** How many unreadable rows the summary names; the rest are one choice of the filter away. */
const NAMED_PROBLEMS = 10

export interface PreviewStepProps extends Pick<BankStatementImportProps, 'columns' | 'columnLabels'> {
  messages: BankStatementImportStepMessages
  money: MoneyFormat
  reading: BankStatementReading
  /** For a file of several statements: the one previewed and imported. */
  statement: number | undefined
  /** The file's other statements, named as left out. */
  leftOut: ReactNode
  state: StatementPreviewState
  ticked: ReadonlySet<number>
  onTick: (index: number, ticked: boolean) => void
  /** Imports the preview's rows, each with its rule's category, or `withoutRules` as the user chose. */
  onImport: (preview: StatementPreview, withoutRules?: boolean) => void
  /** The categorization rules matched against the rows. */
  rules: StatementRuleMatches
  /** A category's name: the host's, else the transactions'. */
  categoryName: (id: string) => string | undefined
  /** The user chose Import while the rules were still read: it starts once they are applied. */
  waitingForRules: boolean
  /** The import cannot start yet: a question about the file is open. */
  blocked: boolean
}

/**
 * The third step: what becomes of every row, counted by state, the totals of what is imported, the
 * file's balances checked, the unreadable rows named with links to their rows, and the grid.
 */
export function PreviewStep({
  messages,
  money,
  reading,
  statement,
  leftOut,
  state,
  ticked,
  onTick,
  onImport,
  blocked,
  columns,
  columnLabels,
  rules,
  categoryName: knownName,
  waitingForRules,
}: PreviewStepProps) {
  const titleId = useId()
  const showId = useId()
  const { locale } = money
  const { preview, checking, error, retry, closing } = state
  const [shown, setShown] = useState<Shown>('all')
  // The file's order until the user sorts; kept here, so a new reading of the file keeps the sort.
  const [sorting, setSorting] = useState<SortingState>([])
  // The file index of the row a problem’s link shows, until the grid has focused it.
  const [revealing, setRevealing] = useState<number>()
  const count = (n: number) => formatCount(n, locale)
  const amount = (minor: number) => formatMoney(minor, money)
  const { matches, pays } = rules
  // A category no name is known for is shown by its id: what the rule stores.
  const categoryName = useCallback((id: string) => knownName(id) ?? id, [knownName])
  const ruleName = useRuleName(rules.rules, messages, locale)
  const splitText = messages['statementImport.rules.split']
  const gridRows = useMemo<GridRow[]>(
    () =>
      (preview?.rows ?? []).flatMap((row): GridRow[] => {
        const rule = matches.get(row.index)
        if (!isShown(shown, row, rule !== undefined)) return []
        // A deposit that would pay an open invoice says so where a rule's category would be.
        const paying = pays.get(row.index)
        if (paying) {
          const text = paying.map((match) => paysText(match, messages, amount)).join(messages['statementImport.paysOr'])
          return [{ ...row, id: String(row.index), pays: text, ruleCategory: isolatedParts(text).join('') }]
        }
        const ruleCategory = rule && (rule.change.children ? splitText : rule.change.categoryId && categoryName(rule.change.categoryId))
        return [{ ...row, id: String(row.index), ...(rule ? { rule, ruleCategory: ruleCategory || undefined } : {}) }]
      }),
    // `amount` formats in `money`'s locale and currency.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
    [preview, shown, matches, pays, categoryName, splitText, messages, money],
  )
  const toImport = useMemo(() => (preview ? rowsToImport(preview, ticked) : []), [preview, ticked])
  const totals = importTotals(toImport)
  const ruled = useMemo(() => toImport.filter((row) => matches.has(row.index)).length, [toImport, matches])
  const paying = useMemo(() => toImport.filter((row) => pays.has(row.index)).length, [toImport, pays])
  const ruleCounts = useMemo(() => {
    const counts = { ruled: 0, unruled: 0 }
    for (const row of preview?.rows ?? []) if (mayBeRuled(row)) counts[matches.has(row.index) ? 'ruled' : 'unruled']++
    return counts
  }, [preview, matches])
  const rulesReady = rules.status === 'ready'
  const check = useMemo(() => balanceCheck(statement === undefined ? reading : statementReading(reading, statement)), [reading, statement])
  const problems = useMemo(() => (preview?.rows ?? []).filter((row) => row.state === 'invalid'), [preview])

  const showRow = (index: number) => {
    // The grid holds only the unreadable rows then, in the user's sort: it finds the row's place among them.
    setShown('invalid')
    setRevealing(index)
  }

  return (
    <section className="bk-import__step" data-step="preview" aria-labelledby={titleId} aria-busy={preview === undefined || undefined}>
      <Heading below={1} id={titleId} className="bk-import__step-title">
        {messages['statementImport.step.preview']}
      </Heading>
      {error ? (
        <div className="bk-alert" data-tone="danger" role="alert">
          <p>{messages['statementImport.previewFailed']}</p>
          <button type="button" className="bk-button" onClick={retry}>
            {messages['statementImport.tryAgain']}
          </button>
        </div>
      ) : !preview ? (
        <p className="bk-import__status" role="status">
          {messages['statementImport.checking'](count(checking?.received ?? 0))}
        </p>
      ) : (
        <>
          <ul className="bk-import__counts" aria-label={messages['statementImport.grid.state']}>
            {IMPORT_ROW_STATES.filter((name) => preview.counts[name] > 0).map((name) => (
              <li key={name} data-state={name}>
                {messages['statementImport.count'](messages[`statementImport.state.${name}`], count(preview.counts[name]))}
              </li>
            ))}
          </ul>
          <p className="bk-import__totals">
            <strong>{messages['statementImport.toImport'](count(totals.count), totals.count)}</strong> ·{' '}
            {messages['statementImport.moneyIn']} {amount(totals.moneyIn)} · {messages['statementImport.moneyOut']}{' '}
            {amount(totals.moneyOut)}
          </p>
          <RulesSummary
            messages={messages}
            status={rules.status}
            waiting={waitingForRules}
            ruled={count(ruled)}
            total={count(totals.count)}
            n={totals.count}
            paying={paying}
            payingCount={count(paying)}
            onRetry={rules.retry}
          />
          {check && (
            <p className="bk-import__balance" data-check={check.status}>
              {balanceText(
                check,
                messages,
                (minor) => amount(minor),
                (date) => formatDate(date, locale),
                count,
              )}
            </p>
          )}
          {leftOut}
          {problems.length > 0 && (
            <div className="bk-alert" data-tone="warning">
              <p>{messages['statementImport.errorsTitle'](count(problems.length), problems.length)}</p>
              <ul className="bk-import__problems">
                {problems.slice(0, NAMED_PROBLEMS).map((row) => (
                  <li key={row.index}>
                    <button type="button" className="bk-import__problem-link" onClick={() => showRow(row.index)}>
                      <IsolatedText
                        text={messages['statementImport.errorLine'](
                          count(row.row.line),
                          row.row.problem
                            ? problemText(row.row.problem, messages, money.currency)
                            : messages['statementImport.state.invalid'],
                        )}
                      />
                    </button>
                  </li>
                ))}
              </ul>
              {problems.length > NAMED_PROBLEMS && <p>{messages['statementImport.moreErrors'](count(problems.length - NAMED_PROBLEMS))}</p>}
            </div>
          )}
          <div className="bk-import__actions">
            <button
              type="button"
              className="bk-button"
              data-variant="primary"
              aria-disabled={totals.count === 0 || blocked || waitingForRules || rules.status === 'error' || undefined}
              onClick={() => totals.count > 0 && !blocked && !waitingForRules && rules.status !== 'error' && onImport(preview)}
            >
              {messages['statementImport.import'](count(totals.count), totals.count)}
            </button>
            {!rulesReady && totals.count > 0 && (
              <button
                type="button"
                className="bk-button"
                aria-disabled={blocked || undefined}
                onClick={() => !blocked && onImport(preview, true)}
              >
                {messages['statementImport.rules.importWithout']}
              </button>
            )}
            {totals.count === 0 && <p className="bk-field__hint">{messages['statementImport.nothingToImport']}</p>}
            <div className="bk-field bk-import__show">
              <label className="bk-field__label" htmlFor={showId}>
                {messages['statementImport.show']}
              </label>
              <select id={showId} className="bk-select" value={shown} onChange={(event) => setShown(event.target.value as Shown)}>
                <option value="all">{messages['statementImport.show.all']}</option>
                {IMPORT_ROW_STATES.filter((name) => preview.counts[name] > 0).map((name) => (
                  <option key={name} value={name}>
                    {messages['statementImport.count'](messages[`statementImport.state.${name}`], count(preview.counts[name]))}
                  </option>
                ))}
                {ruleCounts.ruled > 0 && <option value="ruled">{messages['statementImport.show.ruled'](count(ruleCounts.ruled))}</option>}
                {ruleCounts.ruled > 0 && ruleCounts.unruled > 0 && (
                  <option value="unruled">{messages['statementImport.show.unruled'](count(ruleCounts.unruled))}</option>
                )}
              </select>
            </div>
          </div>
          <Suspense fallback={<div className="bk-skeleton-grid" aria-hidden="true" />}>
            <PreviewGrid
              rows={gridRows}
              columns={columns}
              columnLabels={columnLabels}
              messages={messages}
              locale={locale}
              closingDate={closing?.date}
              booksCurrency={money.currency}
              ticked={ticked}
              onTick={onTick}
              categoryName={categoryName}
              ruleName={ruleName}
              sorting={sorting}
              onSortingChange={setSorting}
              revealing={revealing}
              onRevealed={() => setRevealing(undefined)}
            />
          </Suspense>
        </>
      )}
    </section>
  )
}

/** What the grid shows: every row, the rows in one state, or those a rule categorizes or none does (of the rows to import). */
type Shown = ImportRowState | 'all' | 'ruled' | 'unruled'

/** Rows a rule may categorize: those an import may send. */
const mayBeRuled = (row: PreviewRow) => row.state === 'new' || row.state === 'likelyDuplicate'

/** "Pays ⁨INV-1042⁩ · ⁨Acme Catering⁩ · $1,250.00 open": the invoices a row would pay, its names isolated. */
function paysText(match: InvoiceMatch, messages: BankStatementImportStepMessages, amount: (minor: number) => string): string {
  const { numbers, customers, open } = matchWords(match)
  return messages['statementImport.pays'](numbers, customers, amount(open))
}

function isShown(shown: Shown, row: PreviewRow, ruled: boolean): boolean {
  if (shown === 'all') return true
  if (shown === 'ruled') return ruled
  if (shown === 'unruled') return !ruled && mayBeRuled(row)
  return row.state === shown
}

/** A rule's name as the preview says it: the user's name for it, else its description text, else its place in the list. */
function useRuleName(rules: readonly CategorizationRule[], messages: BankStatementImportStepMessages, locale: string) {
  return useMemo(() => {
    const positions = new Map(rules.map((rule, position) => [rule.id, position]))
    return (rule: CategorizationRule) =>
      rule.name?.trim() ||
      rule.conditions.description?.text.trim() ||
      messages['statementImport.rules.numbered'](formatCount((positions.get(rule.id) ?? 0) + 1, locale))
  }, [rules, messages, locale])
}

/** One statement of a file of several, for its balance check: its rows (as the preview takes them) and its own balances. */
function statementReading(reading: BankStatementReading, statement: number): Pick<BankStatementReading, 'rows' | 'balances'> {
  const rows = reading.rows.filter((row) => row.statement === undefined || row.statement === statement)
  const balances = reading.statements?.[statement]?.balances
  return balances ? { rows, balances } : { rows }
}

/** What the file's balances say of its transactions. */
function balanceText(
  check: StatementBalanceCheck,
  messages: BankStatementImportStepMessages,
  amount: (minor: number) => string,
  date: (iso: string) => string,
  count: (n: number) => string,
): string {
  switch (check.status) {
    case 'agrees':
      return messages['statementImport.balance.agrees'](
        amount(check.opening),
        date(check.openingDate),
        amount(check.closing),
        date(check.closingDate),
      )
    case 'differs':
      return messages['statementImport.balance.differs'](amount(Math.abs(check.difference)))
    case 'closingOnly':
      return messages['statementImport.balance.closingOnly'](amount(check.closing), date(check.closingDate))
    case 'unknown':
      return messages['statementImport.balance.unknown'](count(check.unreadable), check.unreadable)
    default:
      return check satisfies never
  }
}
