// The pieces every statement's screen shares: its frame (heading, actions, choices, reading line,
// and what shows before its table can), a labelled choice, and printing one statement alone.
import { useId, type ReactNode } from 'react'
import type { AccountingMethod } from '../../../api/types'
import { localToday } from '../../../format/localToday'
import { isolate, numberedName } from '../../../format/isolate'
import { IsolatedText } from '../text/SentenceWithName'
import { formatCount } from '../../../messages/messageSet'
import { PeriodError } from '../../../format/period'
import type { FigureStatus } from '../../../core/statements/figureStatus'
import {
  AS_OF_CHOICES,
  asOfChoice,
  StatementOptionError,
  type AsOfChoice as AsOfPreset,
  type FiscalYearStart,
} from '../../../core/statements/statementColumns'
import type { StatementReading } from '../../../react/statements/statementRows'
import { Heading } from '../root/heading'
import { useLandmarkName } from '../root/landmark'
import { ErrorState, LoadingState } from '../root/states'

/** One labelled choice of a few values. */
export function Choice<T extends string>({
  label,
  value,
  choices,
  onChange,
  className,
}: {
  label: string
  value: T
  choices: ReadonlyArray<{ value: T; label: string }>
  onChange: (value: T) => void
  className?: string
}) {
  return (
    <label className={className ? `bk-field ${className}` : 'bk-field'}>
      <span className="bk-field__label">{label}</span>
      <select className="bk-select" value={value} onChange={(event) => onChange(event.target.value as T)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  )
}

/** The accounting method: the company's own, accrual or cash. */
export function MethodChoice({
  label,
  value,
  names,
  onChange,
}: {
  label: string
  value: AccountingMethod | undefined
  names: (choice: AccountingMethod | 'company') => string
  onChange: (method: AccountingMethod | undefined) => void
}) {
  return (
    <Choice<AccountingMethod | ''>
      label={label}
      value={value ?? ''}
      choices={(['', 'ACCRUAL', 'CASH'] as const).map((choice) => ({ value: choice, label: names(choice || 'company') }))}
      onChange={(choice) => onChange(choice || undefined)}
    />
  )
}

/**
 * How a statement's header and file state its basis, in the statement's words: the method its
 * figures are read under ("Cash basis") wherever one was asked and the service profile carries it;
 * the company's own only where no method was read, since no answer of the service names it.
 */
export function basisName<P extends string>(
  messages: { [K in `${P}.basis.${AccountingMethod | 'company'}`]: string },
  prefix: P,
  method: AccountingMethod | undefined,
): string {
  return messages[`${prefix}.basis.${method ?? 'company'}`]
}

/** The day days are offered relative to: today, or the host's own day when it is none of them (`given`). */
export function AsOfChoice({
  label,
  value,
  given,
  fiscalYearStart,
  names,
  onChange,
}: {
  label: string
  value: string | undefined
  given: string | undefined
  fiscalYearStart: FiscalYearStart | undefined
  names: (choice: AsOfPreset | 'given') => string
  onChange: (asOf: string | undefined) => void
}) {
  const today = localToday()
  let presets: Array<{ choice: AsOfPreset; date: string }>
  try {
    presets = AS_OF_CHOICES.map((choice) => ({ choice, date: asOfChoice(choice, today, fiscalYearStart) }))
  } catch {
    // A fiscal year start that cannot be read (the statement names it) offers no year end.
    presets = [{ choice: 'today', date: today }]
  }
  const current = value === undefined ? 'today' : (presets.find((preset) => preset.date === value)?.choice ?? 'given')
  const hasGiven = given !== undefined && !presets.some((preset) => preset.date === given)
  return (
    <Choice<AsOfPreset | 'given'>
      label={label}
      value={current}
      choices={[
        ...(hasGiven || current === 'given' ? [{ value: 'given' as const, label: names('given') }] : []),
        ...presets.map(({ choice }) => ({ value: choice, label: names(choice) })),
      ]}
      onChange={(choice) => onChange(choice === 'given' ? given : presets.find((preset) => preset.choice === choice)?.date)}
    />
  )
}

/** How far a statement's reading has come. */
interface StatementProgress {
  accountCount: number
  accountsRead: number
  accountsFailed: number
  figures: FigureStatus
  accountsFrom: 'host' | 'records'
}

/** What the reading line says, in the statement's own words. */
interface ProgressWords {
  stopped: (count: string, n: number) => string
  findingAccounts: (count: string) => string
  reading: (read: string, total: string, n: number) => string
  /** Every account the records name is read, and others may be missing. */
  partialNote: string
}

/** What is still being read, or what could not be: one polite live line. */
function ProgressLine({ progress, words, locale }: { progress: StatementProgress; words: ProgressWords; locale: string }) {
  const { accountCount, accountsRead, accountsFailed, figures } = progress
  // Reading goes on after an account failed: what failed is said once nothing is being read.
  const reading = accountsRead + accountsFailed < accountCount
  let text = ''
  if (accountsFailed > 0 && !reading) text = words.stopped(formatCount(accountsFailed, locale), accountsFailed)
  else if (figures === 'counting' && progress.accountsFrom === 'records' && accountsRead === accountCount)
    text = words.findingAccounts(formatCount(accountCount, locale))
  else if (figures === 'counting' || reading)
    text = words.reading(formatCount(accountsRead, locale), formatCount(accountCount, locale), accountCount)
  else if (figures === 'partial') text = words.partialNote
  return (
    <p role="status" className="bk-statement__progress" data-note="reading">
      {text}
    </p>
  )
}

/**
 * Prints the statement `from` is in, alone: while the browser prints, the page is marked so that
 * the print stylesheet hides everything but it (statements.css, `.bk-print-one`).
 */
function printStatement(from: HTMLElement): void {
  const statement = from.closest('.bk-statement')
  const root = document.documentElement
  const done = () => {
    root.classList.remove('bk-print-one')
    statement?.removeAttribute('data-printing')
    window.removeEventListener('afterprint', done)
  }
  window.addEventListener('afterprint', done)
  root.classList.add('bk-print-one')
  statement?.setAttribute('data-printing', '')
  window.print()
}

/** Words from a statement's messages, each named `<statement>.<word>` (`profitAndLoss.print`…). */
export function pickWords<P extends string, W extends string, T>(
  messages: { [K in W as `${P}.${K}`]: unknown },
  prefix: P,
  words: readonly W[],
): T {
  const picked: Record<string, unknown> = {}
  for (const word of words) picked[word] = (messages as Record<string, unknown>)[`${prefix}.${word}`]
  return picked as T
}

const FRAME_WORDS = [
  'title',
  'exportCsv',
  'exportWhenRead',
  'print',
  'printWhenRead',
  'errorTitle',
  'noAccounts',
  'stopped',
  'findingAccounts',
  'reading',
  'partialNote',
  'fromRecords',
] as const

/** A statement's frame words from its messages. */
export const frameWords = <P extends string>(
  messages: { [K in (typeof FRAME_WORDS)[number] as `${P}.${K}`]: FrameWords[K] },
  prefix: P,
): FrameWords => pickWords(messages, prefix, FRAME_WORDS)

/** The words a statement's frame says, from the statement's own messages. */
export interface FrameWords extends ProgressWords {
  title: string
  exportCsv: string
  exportWhenRead: string
  print: string
  /** Why Print waits, as `exportWhenRead` says why Export does. */
  printWhenRead: string
  errorTitle: string
  noAccounts: string
  /** The summary of the accounts a statement without the host's chart could see, and that others may be missing. */
  fromRecords: (count: string, n: number) => string
}

/** Without the host's chart: how many accounts the statement could see, which, and that others may be missing. */
function SeenAccounts({ reading, words, locale }: { reading: StatementReading; words: FrameWords; locale: string }) {
  if (reading.accountsFrom !== 'records' || reading.accounts.length === 0) return null
  const count = reading.accounts.length
  return (
    <details className="bk-statement__seen">
      <summary className="bk-statement__subtitle">{words.fromRecords(formatCount(count, locale), count)}</summary>
      <ul>
        {reading.accounts.map((account) => (
          <li key={account.id}>
            <IsolatedText text={numberedName(account)} />
          </li>
        ))}
      </ul>
    </details>
  )
}

/** The company a statement names: the host's `companyName`, else the name the service's records give it; `undefined` when neither is known. */
export const companyNameOf = (given: string | undefined, reading: Pick<StatementReading, 'companyName'>): string | undefined =>
  given?.trim() ? given : reading.companyName

interface FrameProps {
  reading: StatementReading
  words: FrameWords
  locale: string
  /** The host's `companyName`: named under the title before the name the records give. */
  companyName: string | undefined
  /** The lines under the title: the statement's dates, basis and closing, and where its accounts come from. */
  subtitles: ReactNode
  /** Its choices, when shown. */
  options: ReactNode
  /** Some row is still being read (a statement reading again after a save is busy, not pending). */
  busy: boolean
  /** Columns of the skeleton shown before any account is read. */
  loadingColumns: number
  onExport: () => void
  /** The table and what goes with it, once there are accounts to show. */
  children: ReactNode
}

/**
 * A statement's frame: its section (named by its heading unless the host names it), the title, the
 * company's name where it is known, and the lines under it (without the host's chart, which
 * accounts it could see), Export CSV and Print (each once every figure is final, or every account
 * the records name is read: the file and the page say so), its choices, the reading line; then an
 * option that cannot be read, a failure before any account, the skeleton, "no accounts", or the
 * statement itself.
 */
export function StatementFrame({
  reading,
  words,
  locale,
  companyName,
  subtitles,
  options,
  busy,
  loadingColumns,
  onExport,
  children,
}: FrameProps) {
  const titleId = useId()
  const company = companyNameOf(companyName, reading)
  const landmark = useLandmarkName(titleId)
  // A statement of the accounts the records name is all there is without the chart: exported, its first lines saying what it is.
  const final = reading.figures === 'final' || reading.figures === 'partial'
  const { error } = reading
  let body
  if (error instanceof PeriodError || error instanceof StatementOptionError) {
    body = (
      <div className="bk-state" data-state="error" role="alert">
        <p className="bk-state__title">{words.errorTitle}</p>
        <p>{error.message}</p>
      </div>
    )
  } else if (reading.accountCount === 0 && reading.isError)
    body = <ErrorState error={error} title={words.errorTitle} onRetry={reading.refetch} />
  else if (reading.accountCount === 0 && !final) body = <LoadingState rows={6} columns={loadingColumns} label={words.title} />
  else if (reading.accountCount === 0) body = <p className="bk-statement__empty">{words.noAccounts}</p>
  else body = children
  return (
    <section
      className="bk-statement"
      {...landmark}
      aria-busy={reading.figures === 'counting' || reading.isPending || busy || undefined}
      data-figures={reading.figures}
    >
      <div className="bk-statement__header">
        <div>
          <Heading id={titleId} className="bk-statement__title">
            {words.title}
          </Heading>
          {/* A name from outside: isolated, so one written right to left never reorders the line. */}
          {company !== undefined && (
            <p className="bk-statement__company">
              <IsolatedText text={isolate(company)} />
            </p>
          )}
          {subtitles}
          <SeenAccounts reading={reading} words={words} locale={locale} />
        </div>
        <div className="bk-statement__actions">
          <button
            type="button"
            className="bk-button"
            aria-disabled={!final}
            aria-describedby={final ? undefined : `${titleId}-export`}
            onClick={() => final && onExport()}
          >
            {words.exportCsv}
          </button>
          <span id={`${titleId}-export`} hidden>
            {words.exportWhenRead}
          </span>
          {/* A printout is a record as a file is: it waits for the same figures Export does, rather than print sums still counting. */}
          <button
            type="button"
            className="bk-button"
            aria-disabled={!final}
            aria-describedby={final ? undefined : `${titleId}-print`}
            onClick={(event) => final && printStatement(event.currentTarget)}
          >
            {words.print}
          </button>
          <span id={`${titleId}-print`} hidden>
            {words.printWhenRead}
          </span>
        </div>
      </div>
      {options}
      <ProgressLine progress={reading} words={words} locale={locale} />
      {body}
    </section>
  )
}

/** A statement's table in a region that scrolls when wider than the page, reached by keyboard too (WCAG 2.1.1). */
export function StatementScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="bk-statement__scroll" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  )
}

/** "Show N accounts with …" and "Hide …": the accounts with nothing to show, behind a toggle; none without such accounts. */
export function InactiveToggle({
  count,
  shown,
  onToggle,
  showLabel,
  hideLabel,
}: {
  count: number
  shown: boolean
  onToggle: (shown: boolean) => void
  showLabel: string
  hideLabel: string
}) {
  if (count === 0) return null
  return (
    <button type="button" className="bk-button bk-statement__inactive" aria-pressed={shown} onClick={() => onToggle(!shown)}>
      {shown ? hideLabel : showLabel}
    </button>
  )
}
