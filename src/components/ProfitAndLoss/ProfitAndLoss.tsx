import { useState } from 'react'
import type { AccountingMethod } from '../../api/types'
import { isolate } from '../../format/isolate'
import { IsolatedText } from '../shared/text/SentenceWithName'
import type { ChartPeriod } from '../../format/period'
import { profitAndLossMessages } from '../../messages/statements/profitAndLoss'
import { useMessages, useLocaleSettings } from '../../react/provider/provided'
import { useProfitAndLoss, type ProfitAndLossOptions, type ProfitAndLossSection } from '../../react/statements/profitAndLoss'
import type { StatementColumns, StatementComparison } from '../../core/statements/statementColumns'
import { samePeriod } from '../../core/statements/periodPresets'
import { useSyncedDraft } from '../shared/hooks/useSyncedDraft'
import { StatementRoot, type StatementContentProps, type StatementProps } from '../shared/statement/StatementRoot'
import { Choice, CompareChoice, PeriodPresetChoice } from '../shared/statement/choices'
import { StatementFrame } from '../shared/statement/StatementFrame'
import { sectionedTable } from '../shared/statement/sectionedTable'
import {
  totalLine,
  type ShareState,
  type ShownColumn,
  type StatementLine,
  type StatementTableSection,
} from '../shared/statement/statementLines'
import { fileWords, frameWords, statementWords } from '../shared/statement/statementWords'
import { rangeLabel } from '../shared/statement/rangeLabel'

/** What `onSelectAccount` hands the host: an account's ledger over the dates of the figure chosen, under the statement's method. */
export interface StatementAccountSelection {
  glAccountId: string
  from: string
  to: string
  /** `undefined`: the company's own method (the ledger's default too). */
  accountingMethod: AccountingMethod | undefined
}

/**
 * Props of `<ProfitAndLoss>`. `onSelectAccount` opens `<GeneralLedger>` with
 * `filter={{beginDate: from, endDate: to, accountingMethod}}`; the choices are the period, columns,
 * comparison and method; the exported file is `profit-and-loss-<from>-<to>.csv` unless
 * `exportFileName` names it.
 */
export interface ProfitAndLossProps extends StatementProps<StatementAccountSelection>, Omit<ProfitAndLossOptions, 'enabled'> {}

/**
 * The profit and loss of a period, from the ledger's own balances, laid out as QuickBooks Online
 * lays it out: income, cost of goods sold and gross profit, expenses and net operating income,
 * other income and expenses and net other income (each subtotal where its sections exist), and
 * net income, by month, quarter or for the whole period, compared with the period before or the
 * year before, cash or accrual, with each figure's % of income if asked. Each figure opens its account's ledger; accounts fill in as they arrive, and a
 * total says so until every account in it is read.
 */
export function ProfitAndLoss(props: ProfitAndLossProps) {
  return <StatementRoot name="ProfitAndLoss" props={props} Content={StatementContent} />
}

type Kind = ProfitAndLossSection['kind']

function StatementContent(props: StatementContentProps<ProfitAndLossProps>) {
  const messages = useMessages(profitAndLossMessages)
  const money = useLocaleSettings()
  // The choices start where the props are, and follow them when the host changes them.
  const [chosenPeriod, setPeriod] = useSyncedDraft<ChartPeriod | undefined>(props.period, samePeriod)
  const [chosenColumns, setColumns] = useSyncedDraft<StatementColumns | undefined>(props.columns)
  const [chosenCompare, setCompare] = useSyncedDraft<StatementComparison | undefined>(props.compareTo)
  const method = useSyncedDraft<AccountingMethod | undefined>(props.accountingMethod)
  const [chosenShare, setShare] = useSyncedDraft<boolean | undefined>(props.percentOfIncome)
  const statement = useProfitAndLoss({
    period: chosenPeriod,
    columns: chosenColumns,
    compareTo: chosenCompare,
    accountingMethod: method[0],
    accounts: props.accounts,
    percentOfIncome: chosenShare ?? false,
    companyId: props.companyId,
  })
  const [narrowColumn, setNarrowColumn] = useState(0)

  const { locale } = money
  const { range } = statement
  const label = (dates: { from: string; to: string }) => rangeLabel(dates, locale, messages['profitAndLoss.quarter'])
  const shown: ShownColumn[] = statement.columns.map((column) => ({
    column,
    label: statement.columns.length === 1 && range ? label(range) : label(column),
    comparedLabel: column.compared && label(column.compared),
    closed: statement.closingDate !== undefined && column.to <= statement.closingDate,
  }))
  const shownNarrow = Math.min(narrowColumn, Math.max(0, shown.length - 1))
  const nameOf = (section: ProfitAndLossSection, of: 'section' | 'total') =>
    section.kind === 'other'
      ? messages[`profitAndLoss.${of}.other`](isolate(section.type ?? ''))
      : messages[`profitAndLoss.${of}.${section.kind}`]
  const rows = statement.sections.flatMap((section) => section.accounts)
  const periodText = range ? label(range) : ''

  // The table's parts, also what the CSV writes.
  const line = (key: string, kind: string, text: string, total: StatementLine['total']): StatementLine => ({
    key,
    kind,
    label: text,
    total,
  })
  // Each subtotal follows the last section it sums.
  const kinds = statement.sections.map((section) => section.kind)
  const lastOf = (...of: Kind[]) => kinds.filter((kind) => of.includes(kind)).at(-1)
  const subtotal = (kind: 'grossProfit' | 'netOperatingIncome' | 'netOtherIncome', after: Kind | undefined) => {
    const total = statement[kind]
    return { after, line: total && line(kind, kind, messages[`profitAndLoss.${kind}`], total) }
  }
  const subtotals = [
    subtotal('grossProfit', lastOf('costOfGoodsSold')),
    subtotal('netOperatingIncome', lastOf('income', 'costOfGoodsSold', 'expenses')),
    subtotal('netOtherIncome', lastOf('otherIncome', 'otherExpenses')),
  ]
  const tableSections: StatementTableSection[] = statement.sections.map((section) => {
    const key = section.kind === 'other' ? `other:${section.type ?? ''}` : section.kind
    return {
      key,
      kind: section.kind,
      name: nameOf(section, 'section'),
      rows: section.accounts,
      total: totalLine(line(`${key}:total`, 'section', nameOf(section, 'total'), section.total), section.accounts),
      after: subtotals.flatMap(({ after, line: sum }) => (after === section.kind && sum ? [sum] : [])),
    }
  })
  const footer = [line('netIncome', 'netIncome', messages['profitAndLoss.netIncome'], statement.netIncome)]
  // Shares wait for income: while it is read they are "Reading…"; once an income account has failed, or income is only the records' accounts', they are not given.
  const income = statement.sections.find((section) => section.kind === 'income')?.total
  const incomeStatus = income?.status ?? statement.figures
  const incomeShareState: ShareState = statement.percentOfIncome?.final
    ? 'final'
    : incomeStatus === 'counting' || incomeStatus === 'unknown'
      ? 'reading'
      : 'withheld'
  const table = sectionedTable({
    sections: tableSections,
    footer,
    columns: shown,
    compare: statement.compareTo !== undefined,
    totals: 'soFar',
    narrowColumn: shownNarrow,
    money,
    words: statementWords(messages, 'profitAndLoss', () => messages['profitAndLoss.accountFailed']),
    share: statement.percentOfIncome && { header: messages['profitAndLoss.percentOfIncome'], income: incomeShareState },
    fileWords: fileWords(messages, 'profitAndLoss'),
    shareHeader: messages['profitAndLoss.csv.percentOfIncome'],
  })

  return (
    <StatementFrame
      name="profitAndLoss"
      statement={statement}
      words={frameWords(messages, 'profitAndLoss')}
      host={props}
      at={periodText}
      dates={range && periodText}
      // Accounts may still be read after another failed: the statement is still reading then, not stopped.
      busy={rows.some((row) => row.status === 'reading')}
      loadingColumns={3}
      rows={rows}
      empty={messages['profitAndLoss.empty']}
      method={method}
      choices={
        <>
          <PeriodPresetChoice
            label={messages['profitAndLoss.period']}
            value={chosenPeriod}
            given={props.period}
            names={(choice) => messages[`profitAndLoss.period.${choice}`]}
            of={(period) => period}
            onChange={setPeriod}
          />
          <Choice<StatementColumns>
            label={messages['profitAndLoss.columns']}
            value={chosenColumns ?? 'total'}
            choices={(['total', 'month', 'quarter'] as const).map((choice) => ({
              value: choice,
              label: messages[`profitAndLoss.columns.${choice}`],
            }))}
            onChange={setColumns}
          />
          <CompareChoice
            label={messages['profitAndLoss.compare']}
            value={chosenCompare}
            comparisons={['previousPeriod', 'previousYear']}
            names={(choice) => messages[`profitAndLoss.compare.${choice}`]}
            onChange={setCompare}
          />
        </>
      }
      afterMethod={
        <label className="bk-field">
          <span className="bk-field__label">{messages['profitAndLoss.percentOfIncome']}</span>
          <input type="checkbox" checked={chosenShare ?? false} onChange={(event) => setShare(event.target.checked)} />
        </label>
      }
      before={
        shown.length > 1 && (
          <Choice
            className="bk-statement__narrow-picker"
            label={messages['profitAndLoss.showing']}
            value={String(shownNarrow)}
            choices={shown.map((column, index) => ({ value: String(index), label: column.label }))}
            onChange={(index) => setNarrowColumn(Number(index))}
          />
        )
      }
      file={
        range && {
          name: `profit-and-loss-${range.from}-${range.to}.csv`,
          dates: messages['profitAndLoss.csv.period'](periodText),
          records: table.records,
        }
      }
      renderTable={table.render}
    >
      {statement.sections
        .filter((section) => section.kind === 'other')
        .map((section) => (
          <p key={section.type ?? ''} className="bk-statement__note">
            <IsolatedText text={messages['profitAndLoss.otherLeftOut'](isolate(section.type ?? ''))} />
          </p>
        ))}
    </StatementFrame>
  )
}
