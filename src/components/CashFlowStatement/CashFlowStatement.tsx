import { useState } from 'react'
import type { AccountingMethod } from '../../api/types'
import type { StatementComparison } from '../../core/statements/statementColumns'
import { formatDate } from '../../format/date'
import { minorDigits } from '../../format/money'
import type { DateRange } from '../../format/period'
import { cashFlowStatementMessages } from '../../messages/statements/cashFlowStatement'
import { formatCount } from '../../messages/messageSet'
import { useCashFlowStatement, type CashFlowStatementOptions } from '../../react/statements/cashFlowStatement'
import { useEmitEvent } from '../../react/provider/context'
import { useLocaleSettings, useMessages } from '../../react/provider/provided'
import { rangeLabel } from '../shared/statement/rangeLabel'
import { IsolatedText } from '../shared/text/SentenceWithName'
import { downloadCsv } from '../shared/files/download'
import { useSyncedDraft } from '../shared/hooks/useSyncedDraft'
import { useLoadCallbacks } from '../shared/root/useLoadCallbacks'
import { StatementRoot, type StatementContentProps, type StatementProps } from '../shared/statement/StatementRoot'
import {
  basisName,
  Choice,
  companyNameOf,
  frameWords,
  MethodChoice,
  StatementFrame,
  InactiveToggle,
  StatementScroll,
} from '../shared/statement/parts'
import { companyLine, comparedHeaders, titleLines, toStatementCsv } from '../shared/statement/statementCsv'
import {
  StatementTable,
  totalLine,
  type OpenLedger,
  type ShownColumn,
  type StatementLine,
  type StatementTableSection,
} from '../shared/statement/StatementTable'
import { statementWords } from '../shared/statement/statementWords'
import { PeriodOptions, tieText, TieNote } from './CashFlowParts'
import { sameDates } from '../../core/statements/periodPresets'
import type { StatementAccountSelection } from '../ProfitAndLoss/ProfitAndLoss'

/**
 * Props of `<CashFlowStatement>`. `onSelectAccount` opens `<GeneralLedger>` with
 * `filter={{beginDate: from, endDate: to, accountingMethod}}`; the choices are the period,
 * comparison and method; the exported file is `cash-flows-<from>-<to>.csv` unless
 * `exportFileName` names it.
 */
export interface CashFlowStatementProps extends StatementProps<StatementAccountSelection>, Omit<CashFlowStatementOptions, 'enabled'> {}

/**
 * The statement of cash flows over a period by the indirect method, from the ledger's own
 * balances: net income, then what moved no cash (depreciation and amortization) and the changes
 * in working capital, investing and financing activities, the net change in cash and the cash at
 * the start and the end; and whether the net change ties to the bank accounts' own balances, said
 * once every account is read, with by how much and which accounts make it when it does not. Each
 * figure opens its account's ledger; compared with the period before or the year before.
 */
export function CashFlowStatement(props: CashFlowStatementProps) {
  return <StatementRoot name="CashFlowStatement" props={props} Content={CashFlowContent} />
}

type ContentProps = StatementContentProps<CashFlowStatementProps>

function CashFlowContent({
  from,
  to,
  compare,
  accountingMethod,
  accounts,
  companyId,
  companyName,
  onSelectAccount,
  showOptions = true,
  exportFileName,
  onLoadStart,
  onLoadError,
}: ContentProps) {
  const messages = useMessages(cashFlowStatementMessages)
  const money = useLocaleSettings()
  const emit = useEmitEvent()
  // The choices start where the props are, and follow them when the host changes them.
  const given = { from, to }
  const [chosenRange, setRange] = useSyncedDraft<DateRange>(given, sameDates)
  const [chosenCompare, setCompare] = useSyncedDraft<StatementComparison | undefined>(compare)
  const [chosenMethod, setMethod] = useSyncedDraft<AccountingMethod | undefined>(accountingMethod)
  const statement = useCashFlowStatement({
    from: chosenRange.from,
    to: chosenRange.to,
    compare: chosenCompare,
    accountingMethod: chosenMethod,
    accounts,
    companyId,
  })
  const [showInactive, setShowInactive] = useState(false)
  useLoadCallbacks(
    { fetching: statement.figures === 'counting' || statement.isPending, error: statement.error },
    { onLoadStart, onLoadError },
  )

  const { locale } = money
  const quarter = messages['cashFlowStatement.quarter']
  const range = statement.range
  const periodText = range ? rangeLabel(range, locale, quarter) : ''
  const shown: ShownColumn[] = statement.columns.map((column) => ({
    column,
    label: periodText,
    comparedLabel: column.compared && rangeLabel(column.compared, locale, quarter),
    closed: statement.closingDate !== undefined && column.to <= statement.closingDate,
  }))
  const basis = basisName(messages, 'cashFlowStatement', statement.accountingMethod)
  const rows = [...statement.sections.flatMap((section) => section.accounts), ...statement.otherAccounts]
  const inactive = rows.filter((row) => row.status === 'read' && !row.hasActivity).length
  const reading = [...rows, ...statement.incomeAccounts, ...statement.cashAccounts, ...statement.inTransitAccounts].some(
    (row) => row.status === 'reading',
  )

  const line = (key: string, kind: string, label: string, total: StatementLine['total']): StatementLine => ({ key, kind, label, total })
  const incomeFailed = statement.incomeAccounts.filter((row) => row.status === 'failed')
  const tableSections: StatementTableSection[] = statement.sections.map((section) => {
    const grouped = new Set(section.groups.flatMap((group) => group.accounts))
    return {
      key: section.kind,
      kind: section.kind,
      name: messages[`cashFlowStatement.section.${section.kind}`],
      leading:
        section.kind === 'operating'
          ? [
              {
                ...line('netIncome', 'netIncome', messages['cashFlowStatement.netIncome'], statement.netIncome),
                computed: true,
                failed: incomeFailed,
              },
            ]
          : [],
      rows: section.accounts.filter((row) => !grouped.has(row)),
      groups: section.groups.map((group) => ({
        key: group.kind,
        kind: group.kind,
        name: messages[`cashFlowStatement.group.${group.kind}`],
        rows: group.accounts,
        total: totalLine(
          line(`${group.kind}:total`, 'group', messages[`cashFlowStatement.groupTotal.${group.kind}`], group.total),
          group.accounts,
        ),
      })),
      // Operating's total holds net income too: it is one account's only in the others.
      total: totalLine(
        line(`${section.kind}:total`, 'section', messages[`cashFlowStatement.total.${section.kind}`], section.total),
        section.kind === 'operating' ? [] : section.accounts,
      ),
    }
  })
  if (statement.otherAccounts.length > 0) {
    tableSections.push({
      key: 'other',
      kind: 'other',
      name: messages['cashFlowStatement.otherSection'],
      rows: statement.otherAccounts,
      total: totalLine(
        line('other:total', 'section', messages['cashFlowStatement.otherTotal'], statement.otherTotal),
        statement.otherAccounts,
      ),
    })
  }
  const single = statement.cashAccounts.length === 1 ? statement.cashAccounts : []
  // The cash accounts are no rows of their own: one that failed is named on the cash lines, with Try again.
  const cashFailed = statement.cashAccounts.filter((row) => row.status === 'failed')
  const cashLine = (key: 'cashAtStart' | 'cashAtEnd'): StatementLine =>
    totalLine({ ...line(key, key, messages[`cashFlowStatement.${key}`], statement[key]), failed: cashFailed }, single)
  // Shown while it is read, and once read where money was on its way at either end of the period.
  const inTransitShown = statement.inTransitAccounts.some((row) => row.hasActivity || row.status !== 'read')
  const inTransitFailed = statement.inTransitAccounts.filter((row) => row.status === 'failed')
  const footer: StatementLine[] = [
    ...(inTransitShown
      ? [
          totalLine(
            { ...line('inTransit', 'inTransit', messages['cashFlowStatement.inTransit'], statement.inTransit), failed: inTransitFailed },
            statement.inTransitAccounts,
          ),
        ]
      : []),
    line('netChange', 'netChange', messages['cashFlowStatement.netChange'], statement.netChange),
    cashLine('cashAtStart'),
    cashLine('cashAtEnd'),
  ]
  const words = statementWords(messages, 'cashFlowStatement', messages['cashFlowStatement.linesFailed'])

  const open: OpenLedger | undefined = onSelectAccount
    ? (row, { from: start, to: end }) => {
        emit({ type: 'statementAccountSelected', statement: 'cashFlow', glAccountId: row.account.id, period: { from: start, to: end } })
        onSelectAccount({ glAccountId: row.account.id, from: start, to: end, accountingMethod: statement.accountingMethod })
      }
    : undefined

  const exportCsv = () => {
    if (!range) return
    const text = toStatementCsv(tableSections, footer, {
      digits: minorDigits(money),
      title: titleLines({
        title: messages['cashFlowStatement.title'],
        company: companyLine(companyNameOf(companyName, statement) ?? companyId, messages['cashFlowStatement.csv.company']),
        dates: messages['cashFlowStatement.csv.period'](periodText),
        basis,
        notes: [
          ...(statement.figures === 'partial'
            ? [messages['cashFlowStatement.fromRecords'](formatCount(rows.length, locale), rows.length)]
            : []),
          // The file holds the names as they are: isolating marks are for the screen's sentences.
          tieText(statement, messages, money, periodText, (name) => name),
          inTransitShown ? messages['cashFlowStatement.inTransitNote'] : '',
        ].filter((note) => note !== ''),
      }),
      accountHeader: messages['cashFlowStatement.account'],
      accountNumberHeader: messages['cashFlowStatement.accountNumber'],
      columnHeaders: comparedHeaders(shown, {
        compared: messages['cashFlowStatement.csv.compared'],
        change: messages['cashFlowStatement.csv.change'],
        percent: messages['cashFlowStatement.csv.percent'],
      }),
      compare: statement.compare !== undefined,
    })
    downloadCsv(text, exportFileName ?? `cash-flows-${range.from}-${range.to}.csv`)
  }

  return (
    <StatementFrame
      reading={statement}
      companyName={companyName}
      words={frameWords(messages, 'cashFlowStatement')}
      locale={locale}
      busy={reading}
      loadingColumns={2}
      onExport={exportCsv}
      subtitles={
        range && (
          <p className="bk-statement__subtitle">
            {periodText} · {basis}
            {statement.closingDate && <> · {messages['cashFlowStatement.closedThrough'](formatDate(statement.closingDate, locale))}</>}
          </p>
        )
      }
      options={
        showOptions && (
          <div className="bk-statement__options" role="group" aria-label={messages['cashFlowStatement.options']}>
            <PeriodOptions messages={messages} range={chosenRange} given={given} onChange={setRange} />
            <Choice<StatementComparison | ''>
              label={messages['cashFlowStatement.compare']}
              value={chosenCompare ?? ''}
              choices={(['', 'previousPeriod', 'previousYear'] as const).map((choice) => ({
                value: choice,
                label: messages[`cashFlowStatement.compare.${choice || 'none'}`],
              }))}
              onChange={(choice) => setCompare(choice || undefined)}
            />
            {statement.canChooseMethod && (
              <MethodChoice
                label={messages['cashFlowStatement.method']}
                value={chosenMethod}
                names={(choice) => messages[`cashFlowStatement.method.${choice}`]}
                onChange={setMethod}
              />
            )}
          </div>
        )
      }
    >
      <StatementScroll label={messages['cashFlowStatement.caption'](periodText)}>
        <StatementTable
          sections={tableSections}
          footer={footer}
          columns={shown}
          compare={statement.compare !== undefined}
          totals="final"
          narrowColumn={0}
          showInactive={showInactive}
          caption={messages['cashFlowStatement.caption'](periodText)}
          money={money}
          words={words}
          onOpen={open}
        />
      </StatementScroll>
      <InactiveToggle
        count={inactive}
        shown={showInactive}
        onToggle={setShowInactive}
        showLabel={messages['cashFlowStatement.showInactive'](formatCount(inactive, locale), inactive)}
        hideLabel={messages['cashFlowStatement.hideInactive']}
      />
      <TieNote statement={statement} messages={messages} money={money} reading={reading} periodText={periodText} />
      {inTransitShown && <p className="bk-statement__note">{messages['cashFlowStatement.inTransitNote']}</p>}
      {statement.otherAccounts.length > 0 && (
        <p className="bk-statement__note">
          <IsolatedText text={messages['cashFlowStatement.otherLeftOut']} />
        </p>
      )}
    </StatementFrame>
  )
}
