import { useState } from 'react'
import type { AccountingMethod } from '../../api/types'
import { formatDate } from '../../format/date'
import { isolate } from '../../format/isolate'
import { IsolatedText } from '../shared/text/SentenceWithName'
import { formatCount } from '../../messages/messageSet'
import { minorDigits } from '../../format/money'
import type { ChartPeriod } from '../../format/period'
import { profitAndLossMessages } from '../../messages/statements/profitAndLoss'
import { useEmitEvent } from '../../react/provider/context'
import { useMessages, useLocaleSettings } from '../../react/provider/provided'
import { useProfitAndLoss, type ProfitAndLossOptions, type ProfitAndLossSection } from '../../react/statements/profitAndLoss'
import type { StatementColumns, StatementComparison } from '../../core/statements/statementColumns'
import { downloadCsv } from '../shared/files/download'
import { useSyncedDraft } from '../shared/hooks/useSyncedDraft'
import { useLoadCallbacks } from '../shared/root/useLoadCallbacks'
import { StatementRoot, type StatementContentProps, type StatementProps } from '../shared/statement/StatementRoot'
import { basisName, Choice, companyNameOf, frameWords, StatementFrame, InactiveToggle, StatementScroll } from '../shared/statement/parts'
import { companyLine, comparedHeaders, titleLines, toStatementCsv } from '../shared/statement/statementCsv'
import {
  StatementTable,
  totalLine,
  type OpenLedger,
  type ShareState,
  type ShownColumn,
  type StatementLine,
  type StatementTableSection,
} from '../shared/statement/StatementTable'
import { statementWords } from '../shared/statement/statementWords'
import { rangeLabel } from '../shared/statement/rangeLabel'
import { samePeriod } from '../../core/statements/periodPresets'
import { StatementOptions } from './StatementOptions'

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

type ContentProps = StatementContentProps<ProfitAndLossProps>

function StatementContent({
  period,
  columns,
  compareTo,
  accountingMethod,
  accounts,
  percentOfIncome,
  companyId,
  companyName,
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
    label:
      statement.columns.length === 1 && range
        ? rangeLabel(range, locale, messages['profitAndLoss.quarter'])
        : rangeLabel(column, locale, messages['profitAndLoss.quarter']),
    comparedLabel: column.compared && rangeLabel(column.compared, locale, messages['profitAndLoss.quarter']),
    closed: statement.closingDate !== undefined && column.to <= statement.closingDate,
  }))
  const shownNarrow = Math.min(narrowColumn, Math.max(0, shown.length - 1))
  const sectionName = (section: ProfitAndLossSection) =>
    section.kind === 'other'
      ? messages['profitAndLoss.section.other'](isolate(section.type ?? ''))
      : messages[`profitAndLoss.section.${section.kind}`]
  const totalName = (section: ProfitAndLossSection) =>
    section.kind === 'other'
      ? messages['profitAndLoss.total.other'](isolate(section.type ?? ''))
      : messages[`profitAndLoss.total.${section.kind}`]
  const rows = statement.sections.flatMap((section) => section.accounts)
  const inactive = rows.filter((row) => row.status === 'read' && !row.hasActivity).length
  // Accounts may still be read after another failed: the statement is still reading then, not stopped.
  const reading = rows.some((row) => row.status === 'reading')
  const periodText = range ? rangeLabel(range, locale, messages['profitAndLoss.quarter']) : ''
  const basis = basisName(messages, 'profitAndLoss', statement.accountingMethod)

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
        company: companyLine(companyNameOf(companyName, statement) ?? companyId, messages['profitAndLoss.csv.company']),
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
        // Named for the compared column as the file heads it: unique wherever that header is.
        ...(headers.compared !== undefined && { comparedShare: messages['profitAndLoss.csv.percentOfIncome'](headers.compared) }),
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
      companyName={companyName}
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
      <StatementScroll label={messages['profitAndLoss.caption'](periodText)}>
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
      </StatementScroll>
      <InactiveToggle
        count={inactive}
        shown={showInactive}
        onToggle={setShowInactive}
        showLabel={messages['profitAndLoss.showInactive'](formatCount(inactive, locale), inactive)}
        hideLabel={messages['profitAndLoss.hideInactive']}
      />
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
