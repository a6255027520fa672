// The pieces every statement's screen shares: a labelled choice, the reading line, and printing one statement alone.
import type { AccountingMethod } from '../../../api/types'
import { localToday } from '../../../format/localToday'
import { formatCount } from '../../../format/messages'
import type { FigureStatus } from '../../../react/figureStatus'
import { AS_OF_CHOICES, asOfChoice, type AsOfChoice as AsOfPreset, type FiscalYearStart } from '../../../react/statementColumns'

/** One labelled choice of a few values. */
export function Choice<T extends string>({ label, value, choices, onChange, className }: { label: string; value: T; choices: ReadonlyArray<{ value: T; label: string }>; onChange: (value: T) => void; className?: string }) {
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
export function MethodChoice({ label, value, names, onChange }: { label: string; value: AccountingMethod | undefined; names: (choice: AccountingMethod | 'company') => string; onChange: (method: AccountingMethod | undefined) => void }) {
  return (
    <Choice<AccountingMethod | ''>
      label={label}
      value={value ?? ''}
      choices={(['', 'ACCRUAL', 'CASH'] as const).map((choice) => ({ value: choice, label: names(choice || 'company') }))}
      onChange={(choice) => onChange(choice || undefined)}
    />
  )
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
      choices={[...(hasGiven || current === 'given' ? [{ value: 'given' as const, label: names('given') }] : []), ...presets.map(({ choice }) => ({ value: choice, label: names(choice) }))]}
      onChange={(choice) => onChange(choice === 'given' ? given : presets.find((preset) => preset.choice === choice)?.date)}
    />
  )
}

/** How far a statement's reading has come. */
export interface StatementProgress {
  accountCount: number
  accountsRead: number
  accountsFailed: number
  figures: FigureStatus
  accountsFrom: 'host' | 'records'
}

/** What the reading line says, in the statement's own words. */
export interface ProgressWords {
  stopped: (count: string, n: number) => string
  findingAccounts: (count: string) => string
  reading: (read: string, total: string, n: number) => string
}

/** What is still being read, or what could not be: one polite live line. */
export function ProgressLine({ progress, words, locale }: { progress: StatementProgress; words: ProgressWords; locale: string }) {
  const { accountCount, accountsRead, accountsFailed, figures } = progress
  // Reading goes on after an account failed: what failed is said once nothing is being read.
  const reading = accountsRead + accountsFailed < accountCount
  let text = ''
  if (accountsFailed > 0 && !reading) text = words.stopped(formatCount(accountsFailed, locale), accountsFailed)
  else if (figures === 'counting' && progress.accountsFrom === 'records' && accountsRead === accountCount) text = words.findingAccounts(formatCount(accountCount, locale))
  else if (figures === 'counting' || reading) text = words.reading(formatCount(accountsRead, locale), formatCount(accountCount, locale), accountCount)
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
export function printStatement(from: HTMLElement): void {
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
