import type { AccountingMethod } from '../../api/types'
import type { StatementComparison } from '../../core/statements/statementColumns'
import { sameDates } from '../../core/statements/periodPresets'
import { periodRange, type DateRange } from '../../format/period'
import { cashFlowStatementMessages } from '../../messages/statements/cashFlowStatement'
import { useCashFlowStatement, type CashFlowStatementOptions } from '../../react/statements/cashFlowStatement'
import { useLocaleSettings, useMessages } from '../../react/provider/provided'
import { rangeLabel } from '../shared/statement/rangeLabel'
import { IsolatedText } from '../shared/text/SentenceWithName'
import { useSyncedDraft } from '../shared/hooks/useSyncedDraft'
import { StatementRoot, type StatementContentProps, type StatementProps } from '../shared/statement/StatementRoot'
import { CompareChoice, PeriodPresetChoice } from '../shared/statement/choices'
import { StatementFrame } from '../shared/statement/StatementFrame'
import { sectionedTable } from '../shared/statement/sectionedTable'
import { totalLine, type ShownColumn, type StatementLine, type StatementTableSection } from '../shared/statement/statementLines'
import { fileWords, frameWords, statementWords } from '../shared/statement/statementWords'
import { tieText, TieNote } from './CashFlowParts'
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

function CashFlowContent(props: StatementContentProps<CashFlowStatementProps>) {
  const messages = useMessages(cashFlowStatementMessages)
  const money = useLocaleSettings()
  // The choices start where the props are, and follow them when the host changes them.
  const given = { from: props.from, to: props.to }
  const [chosenRange, setRange] = useSyncedDraft<DateRange>(given, sameDates)
  const [chosenCompare, setCompare] = useSyncedDraft<StatementComparison | undefined>(props.compare)
  const method = useSyncedDraft<AccountingMethod | undefined>(props.accountingMethod)
  const statement = useCashFlowStatement({
    from: chosenRange.from,
    to: chosenRange.to,
    compare: chosenCompare,
    accountingMethod: method[0],
    accounts: props.accounts,
    companyId: props.companyId,
  })

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
  const rows = [...statement.sections.flatMap((section) => section.accounts), ...statement.otherAccounts]
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
  const table = sectionedTable({
    sections: tableSections,
    footer,
    columns: shown,
    compare: statement.compare !== undefined,
    totals: 'final',
    money,
    words: statementWords(messages, 'cashFlowStatement', messages['cashFlowStatement.linesFailed']),
    fileWords: fileWords(messages, 'cashFlowStatement'),
  })

  return (
    <StatementFrame
      name="cashFlow"
      statement={statement}
      words={frameWords(messages, 'cashFlowStatement')}
      host={props}
      at={periodText}
      dates={range && periodText}
      busy={reading}
      loadingColumns={2}
      rows={rows}
      method={method}
      choices={
        <>
          <PeriodPresetChoice
            label={messages['cashFlowStatement.period']}
            value={chosenRange}
            given={given}
            names={(choice) => messages[`cashFlowStatement.period.${choice}`]}
            of={periodRange}
            onChange={(dates) => setRange(dates ?? given)}
          />
          <CompareChoice
            label={messages['cashFlowStatement.compare']}
            value={chosenCompare}
            comparisons={['previousPeriod', 'previousYear']}
            names={(choice) => messages[`cashFlowStatement.compare.${choice}`]}
            onChange={setCompare}
          />
        </>
      }
      file={
        range && {
          name: `cash-flows-${range.from}-${range.to}.csv`,
          dates: messages['cashFlowStatement.csv.period'](periodText),
          counted: rows.length,
          notes: [
            // The file holds the names as they are: isolating marks are for the screen's sentences.
            tieText(statement, messages, money, periodText, (name) => name),
            inTransitShown ? messages['cashFlowStatement.inTransitNote'] : '',
          ].filter((note) => note !== ''),
          records: table.records,
        }
      }
      renderTable={table.render}
    >
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
