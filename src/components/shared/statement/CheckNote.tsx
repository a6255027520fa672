import type { CheckSaying } from '../../../core/statements/frameCheck'

/** What a check says in each case, in the statement's words. */
export interface CheckWords {
  fromRecords: string
  whenRead: string
  stopped: string
  holds: string
  /** Each difference, with how much and on which date. */
  differs: readonly string[]
  /** Why a difference can be. */
  why: string
}

/** Whether the books balance, under the table: told on final figures only; a difference with how much, on which date, and why it can be. */
export function CheckNote({ saying, words }: { saying: CheckSaying; words: CheckWords }) {
  if (saying === 'differs') {
    return (
      <div className="bk-statement__check" data-check="differs" role="note">
        {words.differs.map((line) => (
          <p key={line}>
            <strong>{line}</strong>
          </p>
        ))}
        <p>{words.why}</p>
      </div>
    )
  }
  return (
    <p className="bk-statement__check" data-check={saying === 'holds' ? 'balances' : 'unknown'}>
      {words[saying]}
    </p>
  )
}
