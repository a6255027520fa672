// The frame every statement shares: its section, header and actions, its choices (the statement's
// own, then the method), the reading line, what shows before its table can, the table, the toggle
// of accounts with nothing to show, the notes, the file it exports and what a figure opens.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import type { AccountingMethod } from '../../../api/types'
import { formatDate } from '../../../format/date'
import { minorDigits } from '../../../format/money'
import { PeriodError } from '../../../format/period'
import { formatCount } from '../../../messages/messageSet'
import type { CsvRecord } from '../../../core/statements/csvStatement'
import { ledgerChoice, type FramedStatementName, type SelectionOf } from '../../../core/statements/frameSelection'
import { StatementOptionError } from '../../../core/statements/statementColumns'
import { useEmitEvent } from '../../../react/provider/context'
import { useLocaleSettings } from '../../../react/provider/provided'
import type { StatementAccountRow, StatementReading } from '../../../react/statements/statementRows'
import { useLandmarkName } from '../root/landmark'
import { ErrorState, LoadingState } from '../root/states'
import { useLoadCallbacks, type LoadCallbacks } from '../root/useLoadCallbacks'
import { Choice } from './choices'
import { StatementHeader } from './StatementHeader'
import type { OpenLedger } from './statementLines'
import { basisName, type FrameWords } from './statementWords'

/** A statement as its frame reads it: its reading, and the method its figures are under and whether another can be chosen. */
interface FramedStatement extends StatementReading {
  /** `undefined`: the company's own. */
  accountingMethod: AccountingMethod | undefined
  canChooseMethod: boolean
}

/** The props of a statement component its frame answers. */
interface FrameHostProps<S extends FramedStatementName> extends LoadCallbacks {
  onSelectAccount?: (selection: SelectionOf<S>) => void
  showOptions?: boolean
  exportFileName?: string
  companyName?: string
  companyId?: string
}

/** What a statement writes to its file after the title block the frame writes. */
interface StatementFile {
  /** Its name unless the host's `exportFileName` names it. */
  name: string
  /** Its title when not the statement's (a statement split by a dimension names it); default the statement's. */
  title?: string
  /** The period or the day, as the file's title says it. */
  dates: string
  /** What the income and expense figures of a statement on a day cover (the trial balance's). */
  fiscalYear?: string
  /** How many accounts a file of only the accounts the records name says it holds; default the statement's count. */
  counted?: number
  /** What else the title block says (the statement of cash flows' tie). */
  notes?: readonly string[]
  /** The table's records, its header and lines, amounts to `digits` minor-unit digits, written with the file's module. */
  records: (write: StatementFileModule, digits: number) => CsvRecord[]
}

/** What writes a statement's file, loaded once the statement has painted. */
type StatementFileModule = typeof import('./statementFile')

/** What the frame hands a statement's table. */
export interface TableView {
  showInactive: boolean
  /** The table's name, for a screen reader. */
  caption: string
  /** What a figure opens; none where the host opens no ledger. */
  open: OpenLedger | undefined
}

interface FrameProps<S extends FramedStatementName> {
  /** The statement, by the name its events give it. */
  name: S
  statement: FramedStatement
  words: FrameWords
  host: FrameHostProps<S>
  /** The day or the period as the caption names it; empty before it is known. */
  at: string
  /** The header's line of dates ("As of Jun 30, 2026", "Q1 2026"); none before they are known. */
  dates: string | undefined
  /** A line under it: what else the figures cover (the trial balance's fiscal year). */
  covers?: string | undefined
  /** The statement's own choices, shown before the method (and `afterMethod` after it). */
  choices: ReactNode
  afterMethod?: ReactNode
  method: readonly [AccountingMethod | undefined, (method: AccountingMethod | undefined) => void]
  /** Some row is still being read (a statement reading again after a save is busy, not pending). */
  busy: boolean
  /** Columns of the skeleton shown before any account is read. */
  loadingColumns: number
  /** The rows that may have nothing to show: those wait behind a toggle. */
  rows: readonly StatementAccountRow[]
  /** What the statement says once final when no row has anything to show; nothing by default. */
  empty?: string
  /** What goes above the table (the profit and loss's narrow column picker). */
  before?: ReactNode
  /** The file Export CSV writes; none before the dates are known. */
  file: StatementFile | undefined
  /** What a figure hands the host, from what it would by its account and dates alone and the column it is in (a split statement's value narrows the ledger). */
  selectionOf?: (selection: SelectionOf<S>, column: { from: string; to: string }) => SelectionOf<S>
  renderTable: (view: TableView) => ReactNode
  /** Under the table: the statement's check and notes. */
  children?: ReactNode
}

/** What is still being read, or what could not be: one polite live line. */
function ProgressLine({ reading, words, locale }: { reading: StatementReading; words: FrameWords; locale: string }) {
  const { accountCount, accountsRead, accountsFailed, figures } = reading
  // Reading goes on after an account failed: what failed is said once nothing is being read.
  const stillReading = accountsRead + accountsFailed < accountCount
  let text = ''
  if (accountsFailed > 0 && !stillReading) text = words.stopped(formatCount(accountsFailed, locale), accountsFailed)
  else if (figures === 'counting' && reading.accountsFrom === 'records' && accountsRead === accountCount)
    text = words.findingAccounts(formatCount(accountCount, locale))
  else if (figures === 'counting' || stillReading)
    text = words.reading(formatCount(accountsRead, locale), formatCount(accountCount, locale), accountCount)
  else if (figures === 'partial') text = words.partialNote
  return (
    <p role="status" className="bk-statement__progress" data-note="reading">
      {text}
    </p>
  )
}

/** A statement's table in a region that scrolls when wider than the page, reached by keyboard too (WCAG 2.1.1). */
function StatementScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="bk-statement__scroll" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  )
}

/** The company a statement names: the host's `companyName`, else the name the service's records give it; `undefined` when neither is known. */
const companyNameOf = (given: string | undefined, reading: StatementReading): string | undefined =>
  given?.trim() ? given : reading.companyName

/**
 * A statement's frame: its section (named by its heading unless the host names it), the header
 * (Export CSV and Print once every figure is final, or every account the records name is read: the
 * file and the page say so), its choices, the reading line; then an option that cannot be read, a
 * failure before any account, the skeleton, "no accounts", or the statement itself in a region that
 * scrolls, the toggle of accounts with nothing to show, and its notes.
 */
export function StatementFrame<S extends FramedStatementName>(props: FrameProps<S>) {
  const { statement, words, host, file } = props
  const titleId = useId()
  const landmark = useLandmarkName(titleId)
  const money = useLocaleSettings()
  const { locale } = money
  const emit = useEmitEvent()
  const [showInactive, setShowInactive] = useState(false)
  const fileModule = useRef<Promise<StatementFileModule> | undefined>(undefined)
  const loadFile = () => (fileModule.current ??= import('./statementFile'))
  // No first look needs the file: its writer loads once the statement has painted, before Export can be chosen.
  useEffect(() => {
    fileModule.current ??= import('./statementFile')
  }, [])
  useLoadCallbacks({ fetching: statement.figures === 'counting' || statement.isPending, error: statement.error }, host)
  const company = companyNameOf(host.companyName, statement)
  const basis = basisName(words, statement.accountingMethod)
  const inactive = props.rows.filter((row) => row.status === 'read' && !row.hasActivity).length
  const caption = words.caption(props.at)
  // A statement of the accounts the records name is all there is without the chart: exported, its first lines saying what it is.
  const final = statement.figures === 'final' || statement.figures === 'partial'
  const { onSelectAccount } = host
  const open: OpenLedger | undefined = onSelectAccount
    ? (row, range) => {
        const { event, selection } = ledgerChoice(props.name, row.account.id, range, statement.accountingMethod)
        emit(event)
        onSelectAccount(props.selectionOf ? props.selectionOf(selection, range) : selection)
      }
    : undefined

  const exportCsv = () => {
    if (!file) return
    const counted = file.counted ?? statement.accountCount
    // The file names the company by its id where no name is known.
    const named = company ?? host.companyId
    const title = {
      title: file.title ?? words.title,
      company: named === undefined ? undefined : words['csv.company'](named),
      dates: file.dates,
      fiscalYear: file.fiscalYear,
      basis,
      notes: [
        ...(statement.figures === 'partial' ? [words.fromRecords(formatCount(counted, locale), counted)] : []),
        ...(file.notes ?? []),
      ],
    }
    const digits = minorDigits(money)
    void loadFile().then((write) => write.saveStatementFile(title, file.records(write, digits), host.exportFileName ?? file.name))
  }

  const { error } = statement
  let body
  if (error instanceof PeriodError || error instanceof StatementOptionError) {
    body = (
      <div className="bk-state" data-state="error" role="alert">
        <p className="bk-state__title">{words.errorTitle}</p>
        <p>{error.message}</p>
      </div>
    )
  } else if (statement.accountCount === 0 && statement.isError)
    body = <ErrorState error={error} title={words.errorTitle} onRetry={statement.refetch} />
  else if (statement.accountCount === 0 && !final) body = <LoadingState rows={6} columns={props.loadingColumns} label={words.title} />
  else if (statement.accountCount === 0) body = <p className="bk-statement__empty">{words.noAccounts}</p>
  else
    body = (
      <>
        {props.before}
        {props.empty !== undefined && statement.figures === 'final' && inactive === props.rows.length && (
          <p className="bk-statement__empty">{props.empty}</p>
        )}
        <StatementScroll label={caption}>{props.renderTable({ showInactive, caption, open })}</StatementScroll>
        {inactive > 0 && (
          <button
            type="button"
            className="bk-button bk-statement__inactive"
            aria-pressed={showInactive}
            onClick={() => setShowInactive(!showInactive)}
          >
            {showInactive ? words.hideInactive : words.showInactive(formatCount(inactive, locale), inactive)}
          </button>
        )}
        {props.children}
      </>
    )
  const [method, setMethod] = props.method
  return (
    <section
      className="bk-statement"
      {...landmark}
      aria-busy={statement.figures === 'counting' || statement.isPending || props.busy || undefined}
      data-figures={statement.figures}
    >
      <StatementHeader
        titleId={titleId}
        reading={statement}
        words={words}
        locale={locale}
        company={company}
        final={final}
        onExport={exportCsv}
        subtitles={
          <>
            {props.dates !== undefined && (
              <p className="bk-statement__subtitle">
                {props.dates} · {basis}
                {statement.closingDate && <> · {words.closedThrough(formatDate(statement.closingDate, locale))}</>}
              </p>
            )}
            {props.covers && <p className="bk-statement__subtitle">{props.covers}</p>}
          </>
        }
      />
      {host.showOptions !== false && (
        <div className="bk-statement__options" role="group" aria-label={words.options}>
          {props.choices}
          {statement.canChooseMethod && (
            <Choice<AccountingMethod | ''>
              label={words.method}
              value={method ?? ''}
              choices={(['', 'ACCRUAL', 'CASH'] as const).map((choice) => ({
                value: choice,
                label: words[`method.${choice || 'company'}`],
              }))}
              onChange={(choice) => setMethod(choice || undefined)}
            />
          )}
          {props.afterMethod}
        </div>
      )}
      <ProgressLine reading={statement} words={words} locale={locale} />
      {body}
    </section>
  )
}
