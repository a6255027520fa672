import type { AccountingMethod } from '../../api/types'
import { formatDate } from '../../format/date'
import { isolate } from '../../format/isolate'
import { IsolatedText } from '../shared/text/SentenceWithName'
import { formatCount } from '../../messages/messageSet'
import { formatMoney } from '../../format/money'
import { balanceSheetMessages } from '../../messages/statements/balanceSheet'
import { useBalanceSheet, type BalanceSheetOptions, type BalanceSheetSection } from '../../react/statements/balanceSheet'
import { useLocaleSettings, useMessages } from '../../react/provider/provided'
import type { BalanceSheetComparison } from '../../core/statements/statementColumns'
import { checkSaying, differencesOf } from '../../core/statements/frameCheck'
import { useSyncedDraft } from '../shared/hooks/useSyncedDraft'
import { StatementRoot, type StatementContentProps, type StatementProps } from '../shared/statement/StatementRoot'
import { AsOfChoice, CompareChoice } from '../shared/statement/choices'
import { CheckNote } from '../shared/statement/CheckNote'
import { StatementFrame } from '../shared/statement/StatementFrame'
import { sectionedTable } from '../shared/statement/sectionedTable'
import { totalLine, type ShownColumn, type StatementLine, type StatementTableSection } from '../shared/statement/statementLines'
import { fileWords, frameWords, statementWords } from '../shared/statement/statementWords'

/** What `onSelectAccount` hands the host: an account's ledger through the sheet's date, under its method. */
export interface BalanceSheetAccountSelection {
  glAccountId: string
  /** The sheet's date, or the date compared with when that figure was chosen. */
  to: string
  /** `undefined`: the company's own method (the ledger's default too). */
  accountingMethod: AccountingMethod | undefined
}

/**
 * Props of `<BalanceSheet>`. `onSelectAccount` opens `<GeneralLedger>` with
 * `filter={{endDate: to, accountingMethod}}`; the choices are the date, comparison and method; the
 * exported file is `balance-sheet-<asOf>.csv` unless `exportFileName` names it.
 */
export interface BalanceSheetProps extends StatementProps<BalanceSheetAccountSelection>, Omit<BalanceSheetOptions, 'enabled'> {}

/**
 * What the business owns and owes at the end of a day, from the ledger's own balances: assets
 * (current, fixed and other where the chart's types say), liabilities (current and long-term) and
 * equity (retained earnings, then net income this fiscal year), each account
 * opening its ledger, compared with the month end or fiscal year end before, cash or accrual; and
 * whether the books balance, said once every account is read, with by how much and why when not.
 */
export function BalanceSheet(props: BalanceSheetProps) {
  return <StatementRoot name="BalanceSheet" props={props} Content={SheetContent} />
}

function SheetContent(props: StatementContentProps<BalanceSheetProps>) {
  const { asOf, fiscalYearStart } = props
  const messages = useMessages(balanceSheetMessages)
  const money = useLocaleSettings()
  const [chosenDate, setDate] = useSyncedDraft<string | undefined>(asOf)
  const [chosenCompare, setCompare] = useSyncedDraft<BalanceSheetComparison | undefined>(props.compareTo)
  const method = useSyncedDraft<AccountingMethod | undefined>(props.accountingMethod)
  const sheet = useBalanceSheet({
    asOf: chosenDate,
    compareTo: chosenCompare,
    accountingMethod: method[0],
    accounts: props.accounts,
    fiscalYearStart,
    companyId: props.companyId,
  })

  const { locale } = money
  const date = sheet.asOf && formatDate(sheet.asOf, locale)
  const comparedDate = sheet.compared && formatDate(sheet.compared.asOf, locale)
  const shown: ShownColumn[] = sheet.asOf
    ? [
        {
          column: {
            key: 'asOf',
            kind: 'total',
            from: sheet.asOf,
            to: sheet.asOf,
            compared: sheet.compared && { from: sheet.compared.asOf, to: sheet.compared.asOf },
          },
          label: date ?? '',
          comparedLabel: comparedDate,
          closed: sheet.closingDate !== undefined && sheet.asOf <= sheet.closingDate,
        },
      ]
    : []
  const rows = sheet.sections.flatMap((section) => section.accounts)
  const reading = [...rows, ...sheet.incomeAccounts].some((row) => row.status === 'reading')

  const nameOf = (section: BalanceSheetSection, of: 'section' | 'total') =>
    section.kind === 'other'
      ? messages[`balanceSheet.${of}.other`](isolate(section.type ?? ''))
      : messages[`balanceSheet.${of}.${section.kind}`]
  const incomeFailed = sheet.incomeAccounts.filter((row) => row.status === 'failed')
  const computed = (kind: 'retainedEarnings' | 'netIncome'): StatementLine => ({
    key: kind,
    kind,
    label: messages[`balanceSheet.${kind}`],
    total: sheet[kind],
    computed: true,
    failed: incomeFailed,
  })
  const tableSections: StatementTableSection[] = sheet.sections.map((section) => {
    const key = section.kind === 'other' ? `other:${section.type ?? ''}` : section.kind
    const equity = section.kind === 'equity'
    const grouped = new Set(section.groups.flatMap((group) => group.accounts))
    return {
      key,
      kind: section.kind,
      name: nameOf(section, 'section'),
      rows: section.accounts.filter((row) => !grouped.has(row)),
      groups: section.groups.map((group) => ({
        key: group.kind,
        kind: group.kind,
        name: messages[`balanceSheet.group.${group.kind}`],
        rows: group.accounts,
        total: totalLine(
          { key: `${group.kind}:total`, kind: 'group', label: messages[`balanceSheet.groupTotal.${group.kind}`], total: group.total },
          group.accounts,
        ),
      })),
      // Net income for the period comes last, after retained earnings, as QuickBooks Online and Xero close equity.
      lines: equity ? [computed('retainedEarnings'), computed('netIncome')] : [],
      // Equity's total holds its computed lines too: it is one account's only without them.
      total: totalLine(
        { key: `${key}:total`, kind: 'section', label: nameOf(section, 'total'), total: section.total },
        equity ? [] : section.accounts,
      ),
    }
  })
  const footer: StatementLine[] = [
    {
      key: 'liabilitiesAndEquity',
      kind: 'liabilitiesAndEquity',
      label: messages['balanceSheet.liabilitiesAndEquity'],
      total: sheet.totalLiabilitiesAndEquity,
    },
  ]
  const table = sectionedTable({
    sections: tableSections,
    footer,
    columns: shown,
    compare: sheet.compared !== undefined,
    totals: 'final',
    money,
    words: statementWords(messages, 'balanceSheet', messages['balanceSheet.linesFailed']),
    fileWords: fileWords(messages, 'balanceSheet'),
  })
  const differences = differencesOf([
    { amount: sheet.check.difference.amount, at: sheet.asOf },
    { amount: sheet.check.difference.compared, at: sheet.compared?.asOf },
  ])

  return (
    <StatementFrame
      name="balanceSheet"
      statement={sheet}
      words={frameWords(messages, 'balanceSheet')}
      host={props}
      at={date ?? ''}
      dates={date ? messages['balanceSheet.asOfDate'](date) : undefined}
      busy={reading}
      loadingColumns={2}
      rows={rows}
      method={method}
      choices={
        <>
          <AsOfChoice
            label={messages['balanceSheet.asOf']}
            value={chosenDate}
            given={asOf}
            fiscalYearStart={fiscalYearStart}
            names={(choice) => messages[`balanceSheet.asOf.${choice}`]}
            onChange={setDate}
          />
          <CompareChoice
            label={messages['balanceSheet.compare']}
            value={chosenCompare}
            comparisons={['previousMonthEnd', 'previousYearEnd']}
            names={(choice) => messages[`balanceSheet.compare.${choice}`]}
            onChange={setCompare}
          />
        </>
      }
      file={
        sheet.asOf === undefined
          ? undefined
          : {
              name: `balance-sheet-${sheet.asOf}.csv`,
              dates: messages['balanceSheet.asOfDate'](date ?? ''),
              records: table.records,
            }
      }
      renderTable={table.render}
    >
      <CheckNote
        saying={checkSaying({
          ...sheet.check,
          figures: sheet.figures,
          reading,
          accountsFailed: sheet.accountsFailed,
          differences: differences.length,
        })}
        words={{
          // Without the chart a difference means nothing: an account no record names is missing, not wrong.
          fromRecords: messages['balanceSheet.differsFromRecords'](formatCount(sheet.accountCount, locale), sheet.accountCount),
          whenRead: messages['balanceSheet.checkWhenRead'],
          stopped: messages['balanceSheet.checkStopped'],
          holds: comparedDate ? messages['balanceSheet.balancesBoth'](comparedDate) : messages['balanceSheet.balances'],
          differs: differences.map(({ amount, at }) =>
            messages['balanceSheet.differs'](formatMoney(Math.abs(amount), money), formatDate(at, locale)),
          ),
          why: messages['balanceSheet.differsFromHost'],
        }}
      />
      {sheet.sections
        .filter((section) => section.kind === 'other')
        .map((section) => (
          <p key={section.type ?? ''} className="bk-statement__note">
            <IsolatedText text={messages['balanceSheet.otherLeftOut'](isolate(section.type ?? ''))} />
          </p>
        ))}
    </StatementFrame>
  )
}
