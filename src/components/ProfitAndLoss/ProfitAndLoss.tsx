import { useState } from 'react'
import type { AccountingMethod, GeneralLedgerFilter } from '../../api/types'
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
import { BY_PREFIX, dimensionsOf, splitLabel, useSplitParts } from './splitColumns'

/** Two lists of ids alike, item by item: a host's `byValues` literal is a new array each render. */
const sameIds = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((id, index) => id === b[index]))

/** `set` with `id` added, or taken out when it is there. */
function toggled(set: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(set)
  if (!next.delete(id)) next.add(id)
  return next
}

/** What `onSelectAccount` hands the host: an account's ledger over the dates of the figure chosen, under the statement's method. */
export interface StatementAccountSelection {
  glAccountId: string
  from: string
  to: string
  /** `undefined`: the company's own method (the ledger's default too). */
  accountingMethod: AccountingMethod | undefined
  /** A figure of a value's column in a statement split by a dimension: the ledger's lines of that value (and of the values under it); a Not specified or total figure opens the whole ledger. */
  dimensionValues?: GeneralLedgerFilter['dimensionValues']
}

/**
 * Props of `<ProfitAndLoss>`. `onSelectAccount` opens `<GeneralLedger>` with
 * `filter={{beginDate: from, endDate: to, accountingMethod, dimensionValues}}`; the choices are the
 * period, columns (by month, by quarter, or by each dimension of `dimensionValues` and `by`'s own),
 * comparison (not with a dimension), the values shown when split, and method; the exported file is
 * `profit-and-loss-<from>-<to>.csv` unless `exportFileName` names it.
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
  const [chosenBy, setBy] = useSyncedDraft<string | undefined>(props.by)
  const [chosenValues, setValues] = useSyncedDraft<readonly string[] | undefined>(props.byValues, sameIds)
  const [valueColumns, setValueColumns] = useSyncedDraft<number | undefined>(props.maxValueColumns)
  const statement = useProfitAndLoss({
    period: chosenPeriod,
    columns: chosenColumns,
    compareTo: chosenCompare,
    accountingMethod: method[0],
    accounts: props.accounts,
    percentOfIncome: chosenShare ?? false,
    companyId: props.companyId,
    by: chosenBy,
    byValues: chosenValues,
    dimensionValues: props.dimensionValues,
    maxValueColumns: valueColumns,
  })
  // The column shown when narrow, by its key: it stays itself as columns come and go (a value's sub-values opened, more values read).
  const [narrowColumn, setNarrowColumn] = useState<string>()
  // A value's sub-values are folded under it until opened; "and 4 more" hands the focus to the first column it shows.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set())
  const [focusValue, setFocusValue] = useState<string>()
  const { by } = statement
  const split = useSplitParts(chosenBy !== undefined)

  const { locale } = money
  const { range } = statement
  const label = (dates: { from: string; to: string }) => rangeLabel(dates, locale, messages['profitAndLoss.quarter'])
  const dimensionName = by ? by.dimension.name || by.dimension.id : ''
  const splitWords = {
    notSpecified: messages['profitAndLoss.by.notSpecified'],
    otherValues: messages['profitAndLoss.by.otherValues'],
    total: messages['profitAndLoss.by.total'],
  }
  const columns = statement.columns.map((column) => ({
    column,
    dimension: by && column.dimension,
    label:
      by && column.dimension
        ? splitLabel(column.dimension, dimensionName, splitWords)
        : statement.columns.length === 1 && range
          ? label(range)
          : label(column),
    comparedLabel: column.compared && label(column.compared),
    // Split, every column is the whole period: its total alone says it is closed.
    closed:
      statement.closingDate !== undefined &&
      column.to <= statement.closingDate &&
      (column.dimension === undefined || column.dimension.kind === 'total'),
  }))
  const shown: ShownColumn[] =
    by && split
      ? split.shownSplitColumns(columns, by, expanded, {
          onToggle: (valueId) => setExpanded(toggled(expanded, valueId)),
          onMore: (focus) => {
            setFocusValue(focus)
            setNarrowColumn(focus)
            setValueColumns(by.chosen.length + by.more.length)
          },
          focusValue,
        })
      : columns
  const shownNarrow = Math.max(
    0,
    shown.findIndex((column) => column.column.key === narrowColumn),
  )
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
    fileColumns: columns,
  })
  const dimensions = dimensionsOf(props.dimensionValues, by?.dimension)
  const columnsChoice = chosenBy === undefined ? (chosenColumns ?? 'total') : `${BY_PREFIX}${chosenBy}`

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
          <Choice<string>
            label={messages['profitAndLoss.columns']}
            value={columnsChoice}
            choices={[
              ...(['total', 'month', 'quarter'] as const).map((choice) => ({
                value: choice,
                label: messages[`profitAndLoss.columns.${choice}`],
              })),
              ...dimensions.map((dimension) => ({
                value: `${BY_PREFIX}${dimension.id}`,
                label: messages['profitAndLoss.columns.by'](dimension.name),
              })),
              // A split the host asked for before its dimension's name is known is still the choice shown.
              ...(chosenBy !== undefined && !dimensions.some((dimension) => dimension.id === chosenBy)
                ? [{ value: columnsChoice, label: messages['profitAndLoss.columns.by'](chosenBy) }]
                : []),
            ]}
            onChange={(choice) => {
              // A split is of the whole period, compared with nothing.
              const dimension = choice.startsWith(BY_PREFIX) ? choice.slice(BY_PREFIX.length) : undefined
              if (dimension !== chosenBy) {
                setValues(undefined)
                setExpanded(new Set())
              }
              setBy(dimension)
              if (dimension === undefined) setColumns(choice as StatementColumns)
              else {
                setColumns('total')
                setCompare(undefined)
              }
            }}
          />
          {chosenBy === undefined ? (
            <CompareChoice
              label={messages['profitAndLoss.compare']}
              value={chosenCompare}
              comparisons={['previousPeriod', 'previousYear']}
              names={(choice) => messages[`profitAndLoss.compare.${choice}`]}
              onChange={setCompare}
            />
          ) : (
            by && split && <split.ValueFilter by={by} chosen={chosenValues} onChange={setValues} />
          )}
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
            onChange={(index) => setNarrowColumn(shown[Number(index)]?.column.key)}
          />
        )
      }
      selectionOf={(selection, figureColumn) => {
        // The figure's column, as the statement gives it: a value's narrows the ledger to that value.
        const column = statement.columns.find((candidate) => candidate === figureColumn)
        const dimensionValues = by && split && column && split.valueFilterOf(column, by)
        return dimensionValues ? { ...selection, dimensionValues } : selection
      }}
      file={
        range && {
          name: `profit-and-loss-${range.from}-${range.to}.csv`,
          title: by && messages['profitAndLoss.by.title'](dimensionName),
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
      {by && split && (
        <split.SplitNotes
          by={by}
          others={statement.columns.some((column) => column.dimension?.kind === 'otherValues') ? 'otherValues' : 'notSpecified'}
        />
      )}
    </StatementFrame>
  )
}
