import { useState } from 'react'
import type { AccountingMethod } from '../../api/types'
import { formatDate } from '../../format/date'
import { localToday } from '../../format/localToday'
import { formatCount } from '../../messages/messageSet'
import { minorDigits } from '../../format/money'
import { addMonths, type ChartPeriod } from '../../format/period'
import { profitAndLossMessages, type ProfitAndLossMessages } from '../../messages/profitAndLoss'
import { useEmitEvent } from '../../react/context'
import { useMessages, useLocaleSettings } from '../../react/provided'
import { useProfitAndLoss, type ProfitAndLossOptions, type ProfitAndLossSection } from '../../react/profitAndLoss'
import type { StatementColumns, StatementComparison } from '../../books/statementColumns'
import { downloadCsv } from '../shared/download'
import { useSyncedDraft } from '../shared/hooks/useSyncedDraft'
import { useLoadCallbacks } from '../shared/useLoadCallbacks'
import { StatementRoot, type StatementContentProps, type StatementProps } from '../shared/statement/StatementRoot'
import { Choice, frameWords, MethodChoice, StatementFrame } from '../shared/statement/parts'
import { companyLine, comparedHeaders, titleLines, toStatementCsv } from '../shared/statement/statementCsv'
import {
  StatementTable,
  statementWords,
  totalLine,
  type OpenLedger,
  type ShareState,
  type ShownColumn,
  type StatementLine,
  type StatementTableSection,
} from '../shared/statement/StatementTable'
import { rangeLabel } from './rangeLabel'

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

/** The period choices: relative to today, and the host's own when it is none of them. */
const PERIOD_CHOICES = ['yearToDate', 'lastYear', 'thisQuarter', 'lastQuarter', 'thisMonth', 'lastMonth'] as const
type PeriodChoice = (typeof PERIOD_CHOICES)[number] | 'given'

function periodOf(choice: Exclude<PeriodChoice, 'given'>, today: string): ChartPeriod {
  const month = today.slice(0, 7)
  const quarter = (of: string) => `${of.slice(0, 4)}-Q${Math.floor((Number(of.slice(5, 7)) - 1) / 3) + 1}`
  switch (choice) {
    case 'yearToDate':
      return { from: `${today.slice(0, 4)}-01-01`, to: today }
    case 'lastYear':
      return String(Number(today.slice(0, 4)) - 1)
    case 'thisQuarter':
      return quarter(month)
    case 'lastQuarter':
      return quarter(addMonths(month, -3))
    case 'thisMonth':
      return month
    case 'lastMonth':
      return addMonths(month, -1)
  }
}

const samePeriod = (a: ChartPeriod | undefined, b: ChartPeriod | undefined) =>
  typeof a === 'object' && a !== null && typeof b === 'object' && b !== null ? a.from === b.from && a.to === b.to : a === b

type ContentProps = StatementContentProps<ProfitAndLossProps>

function StatementContent({
  period,
  columns,
  compareTo,
  accountingMethod,
  accounts,
  percentOfIncome,
  companyId,
  onSelectAccount,
  showOptions = true,
  exportFileName,
  onLoadStart,
  onLoadError,
}: ContentProps) {
  const messages = useMessages(profitAndLossMessages)
  const money = useLocaleSettings()
  const emit = useEmitEvent()
  // The choices start where the props are, and follow them when the host changes them.
  const [chosenPeriod, setPeriod] = useSyncedDraft<ChartPeriod | undefined>(period, samePeriod)
  const [chosenColumns, setColumns] = useSyncedDraft<StatementColumns | undefined>(columns)
  const [chosenCompare, setCompare] = useSyncedDraft<StatementComparison | undefined>(compareTo)
  const [chosenMethod, setMethod] = useSyncedDraft<AccountingMethod | undefined>(accountingMethod)
  const [chosenShare, setShare] = useSyncedDraft<boolean | undefined>(percentOfIncome)
  const statement = useProfitAndLoss({
    period: chosenPeriod,
    columns: chosenColumns,
    compareTo: chosenCompare,
    accountingMethod: chosenMethod,
    accounts,
    percentOfIncome: chosenShare ?? false,
    companyId,
  })
  const [showInactive, setShowInactive] = useState(false)
  const [narrowColumn, setNarrowColumn] = useState(0)
  useLoadCallbacks(
    { fetching: statement.figures === 'counting' || statement.isPending, error: statement.error },
    { onLoadStart, onLoadError },
  )

  const { locale } = money
  const range = statement.range
  const shown: ShownColumn[] = statement.columns.map((column) => ({
    column,
    label: statement.columns.length === 1 && range ? rangeLabel(range, locale, messages) : rangeLabel(column, locale, messages),
    comparedLabel: column.compared && rangeLabel(column.compared, locale, messages),
    closed: statement.closingDate !== undefined && column.to <= statement.closingDate,
  }))
  const shownNarrow = Math.min(narrowColumn, Math.max(0, shown.length - 1))
  const sectionName = (section: ProfitAndLossSection) =>
    section.kind === 'other'
      ? messages['profitAndLoss.section.other'](section.type ?? '')
      : messages[`profitAndLoss.section.${section.kind}`]
  const totalName = (section: ProfitAndLossSection) =>
    section.kind === 'other' ? messages['profitAndLoss.total.other'](section.type ?? '') : messages[`profitAndLoss.total.${section.kind}`]
  const rows = statement.sections.flatMap((section) => section.accounts)
  const inactive = rows.filter((row) => row.status === 'read' && !row.hasActivity).length
  // Accounts may still be read after another failed: the statement is still reading then, not stopped.
  const reading = rows.some((row) => row.status === 'reading')
  const periodText = range ? rangeLabel(range, locale, messages) : ''
  const basis = statement.accountingMethod
    ? messages[`profitAndLoss.basis.${statement.accountingMethod}`]
    : messages['profitAndLoss.basis.company']

  const open: OpenLedger | undefined = onSelectAccount
    ? (row, { from, to }) => {
        emit({ type: 'statementAccountSelected', statement: 'profitAndLoss', glAccountId: row.account.id, period: { from, to } })
        onSelectAccount({ glAccountId: row.account.id, from, to, accountingMethod: statement.accountingMethod })
      }
    : undefined

  // The table's parts, also what the CSV writes.
  const line = (key: string, kind: string, label: string, total: StatementLine['total']): StatementLine => ({ key, kind, label, total })
  // Each subtotal follows the last section it sums.
  const kinds = statement.sections.map((section) => section.kind)
  const lastOf = (...of: Array<ProfitAndLossSection['kind']>) => kinds.filter((kind) => of.includes(kind)).at(-1)
  const subtotals: Array<[ProfitAndLossSection['kind'] | undefined, StatementLine | undefined]> = [
    [
      lastOf('costOfGoodsSold'),
      statement.grossProfit && line('grossProfit', 'grossProfit', messages['profitAndLoss.grossProfit'], statement.grossProfit),
    ],
    [
      lastOf('income', 'costOfGoodsSold', 'expenses'),
      statement.netOperatingIncome &&
        line('netOperatingIncome', 'netOperatingIncome', messages['profitAndLoss.netOperatingIncome'], statement.netOperatingIncome),
    ],
    [
      lastOf('otherIncome', 'otherExpenses'),
      statement.netOtherIncome &&
        line('netOtherIncome', 'netOtherIncome', messages['profitAndLoss.netOtherIncome'], statement.netOtherIncome),
    ],
  ]
  const tableSections: StatementTableSection[] = statement.sections.map((section) => {
    const key = section.kind === 'other' ? `other:${section.type ?? ''}` : section.kind
    return {
      key,
      kind: section.kind,
      name: sectionName(section),
      rows: section.accounts,
      total: totalLine(line(`${key}:total`, 'section', totalName(section), section.total), section.accounts),
      after: subtotals.flatMap(([after, subtotal]) => (after === section.kind && subtotal ? [subtotal] : [])),
    }
  })
  const footer = [line('netIncome', 'netIncome', messages['profitAndLoss.netIncome'], statement.netIncome)]
  const words = statementWords(messages, 'profitAndLoss', () => messages['profitAndLoss.accountFailed'])
  // Shares wait for income: while it is read they are "Reading…"; once an income account has failed, or income is only the records' accounts', they are not given.
  const income = statement.sections.find((section) => section.kind === 'income')?.total
  const incomeStatus = income?.status ?? statement.figures
  const incomeShareState: ShareState = statement.percentOfIncome?.final
    ? 'final'
    : incomeStatus === 'counting' || incomeStatus === 'unknown'
      ? 'reading'
      : 'withheld'

  const exportCsv = () => {
    if (!range) return
    const text = toStatementCsv(tableSections, footer, {
      digits: minorDigits(money),
      title: titleLines({
        title: messages['profitAndLoss.title'],
        company: companyLine(statement.companyName ?? companyId, messages['profitAndLoss.csv.company']),
        dates: messages['profitAndLoss.csv.period'](periodText),
        basis,
        notes:
          statement.figures === 'partial' ? [messages['profitAndLoss.fromRecords'](formatCount(rows.length, locale), rows.length)] : [],
      }),
      accountHeader: messages['profitAndLoss.account'],
      accountNumberHeader: messages['profitAndLoss.accountNumber'],
      columnHeaders: comparedHeaders(shown, {
        compared: messages['profitAndLoss.csv.compared'],
        change: messages['profitAndLoss.csv.change'],
        percent: messages['profitAndLoss.csv.percent'],
      }).map((headers, index) => ({
        ...headers,
        share: messages['profitAndLoss.csv.percentOfIncome'](shown[index]!.label),
      })),
      compare: statement.compareTo !== undefined,
      share: statement.percentOfIncome !== undefined,
    })
    downloadCsv(text, exportFileName ?? `profit-and-loss-${range.from}-${range.to}.csv`)
  }

  return (
    <StatementFrame
      reading={statement}
      words={frameWords(messages, 'profitAndLoss')}
      locale={locale}
      busy={reading}
      loadingColumns={3}
      onExport={exportCsv}
      subtitles={
        <>
          {range && (
            <p className="bk-statement__subtitle">
              {periodText} · {basis}
              {statement.closingDate && <> · {messages['profitAndLoss.closedThrough'](formatDate(statement.closingDate, locale))}</>}
            </p>
          )}
        </>
      }
      options={
        showOptions && (
          <StatementOptions
            messages={messages}
            period={chosenPeriod}
            given={period}
            columns={chosenColumns ?? 'total'}
            compareTo={chosenCompare}
            method={statement.canChooseMethod ? chosenMethod : undefined}
            canChooseMethod={statement.canChooseMethod}
            share={chosenShare ?? false}
            onShare={setShare}
            onPeriod={setPeriod}
            onColumns={setColumns}
            onCompare={setCompare}
            onMethod={setMethod}
          />
        )
      }
    >
      {shown.length > 1 && (
        <Choice
          className="bk-statement__narrow-picker"
          label={messages['profitAndLoss.showing']}
          value={String(shownNarrow)}
          choices={shown.map((column, index) => ({ value: String(index), label: column.label }))}
          onChange={(index) => setNarrowColumn(Number(index))}
        />
      )}
      {statement.figures === 'final' && inactive === rows.length && (
        <p className="bk-statement__empty">{messages['profitAndLoss.empty']}</p>
      )}
      {/* A table wider than the page scrolls, and a scrolled region is reached by keyboard too (WCAG 2.1.1). */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="bk-statement__scroll" tabIndex={0} role="region" aria-label={messages['profitAndLoss.caption'](periodText)}>
        <StatementTable
          sections={tableSections}
          footer={footer}
          columns={shown}
          compare={statement.compareTo !== undefined}
          totals="soFar"
          narrowColumn={shownNarrow}
          showInactive={showInactive}
          caption={messages['profitAndLoss.caption'](periodText)}
          money={money}
          words={words}
          onOpen={open}
          share={statement.percentOfIncome && { header: messages['profitAndLoss.percentOfIncome'], income: incomeShareState }}
        />
      </div>
      {inactive > 0 && (
        <button
          type="button"
          className="bk-button bk-statement__inactive"
          aria-pressed={showInactive}
          onClick={() => setShowInactive((shownNow) => !shownNow)}
        >
          {showInactive
            ? messages['profitAndLoss.hideInactive']
            : messages['profitAndLoss.showInactive'](formatCount(inactive, locale), inactive)}
        </button>
      )}
      {statement.sections
        .filter((section) => section.kind === 'other')
        .map((section) => (
          <p key={section.type ?? ''} className="bk-statement__note">
            {messages['profitAndLoss.otherLeftOut'](section.type ?? '')}
          </p>
        ))}
    </StatementFrame>
  )
}

interface OptionsProps {
  messages: ProfitAndLossMessages
  period: ChartPeriod | undefined
  /** The host's period: offered as a choice of its own when it is none of the others. */
  given: ChartPeriod | undefined
  columns: StatementColumns
  compareTo: StatementComparison | undefined
  method: AccountingMethod | undefined
  canChooseMethod: boolean
  onPeriod: (period: ChartPeriod | undefined) => void
  onColumns: (columns: StatementColumns) => void
  onCompare: (compareTo: StatementComparison | undefined) => void
  onMethod: (method: AccountingMethod | undefined) => void
  /** Whether the % of income column is shown. */
  share: boolean
  onShare: (shown: boolean) => void
}

/** The statement's choices: period, columns, comparison, (where the service takes one) method, and the % of income column. */
function StatementOptions({
  messages,
  period,
  given,
  columns,
  compareTo,
  method,
  canChooseMethod,
  share,
  onPeriod,
  onColumns,
  onCompare,
  onMethod,
  onShare,
}: OptionsProps) {
  const today = localToday()
  const presets = PERIOD_CHOICES.map((choice) => ({ choice, period: periodOf(choice, today) }))
  const current: PeriodChoice =
    period === undefined ? 'yearToDate' : (presets.find((preset) => samePeriod(preset.period, period))?.choice ?? 'given')
  const hasGiven = given !== undefined && !presets.some((preset) => samePeriod(preset.period, given))
  return (
    <div className="bk-statement__options" role="group" aria-label={messages['profitAndLoss.options']}>
      <Choice<PeriodChoice>
        label={messages['profitAndLoss.period']}
        value={current}
        choices={[
          ...(hasGiven || current === 'given' ? [{ value: 'given' as const, label: messages['profitAndLoss.period.given'] }] : []),
          ...PERIOD_CHOICES.map((choice) => ({ value: choice, label: messages[`profitAndLoss.period.${choice}`] })),
        ]}
        onChange={(choice) => onPeriod(choice === 'given' ? given : periodOf(choice, today))}
      />
      <Choice<StatementColumns>
        label={messages['profitAndLoss.columns']}
        value={columns}
        choices={(['total', 'month', 'quarter'] as const).map((choice) => ({
          value: choice,
          label: messages[`profitAndLoss.columns.${choice}`],
        }))}
        onChange={onColumns}
      />
      <Choice<StatementComparison | ''>
        label={messages['profitAndLoss.compare']}
        value={compareTo ?? ''}
        choices={(['', 'previousPeriod', 'previousYear'] as const).map((choice) => ({
          value: choice,
          label: messages[`profitAndLoss.compare.${choice || 'none'}`],
        }))}
        onChange={(choice) => onCompare(choice || undefined)}
      />
      {canChooseMethod && (
        <MethodChoice
          label={messages['profitAndLoss.method']}
          value={method}
          names={(choice) => messages[`profitAndLoss.method.${choice}`]}
          onChange={onMethod}
        />
      )}
      <label className="bk-field">
        <span className="bk-field__label">{messages['profitAndLoss.percentOfIncome']}</span>
        <input type="checkbox" checked={share} onChange={(event) => onShare(event.target.checked)} />
      </label>
    </div>
  )
}
