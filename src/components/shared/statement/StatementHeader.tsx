// A statement's header: its title, the company's name, the lines under them (without the host's
// chart, which accounts it could see), and Export CSV and Print, each once the figures are final.
import type { ReactNode } from 'react'
import { isolate, numberedName } from '../../../format/isolate'
import { formatCount } from '../../../messages/messageSet'
import type { StatementReading } from '../../../react/statements/statementRows'
import { Heading } from '../root/heading'
import { IsolatedText } from '../text/SentenceWithName'
import type { FrameWords } from './statementWords'

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

interface HeaderProps {
  titleId: string
  reading: StatementReading
  words: FrameWords
  locale: string
  /** The company named under the title, where one is known. */
  company: string | undefined
  /** The lines under the title: the statement's dates, basis and closing. */
  subtitles: ReactNode
  /** Every figure is final, or every account the records name is read: the file and the page say so. */
  final: boolean
  onExport: () => void
}

/** The title, the company, the lines under them, and the actions, held until the figures are final. */
export function StatementHeader({ titleId, reading, words, locale, company, subtitles, final, onExport }: HeaderProps) {
  return (
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
  )
}
