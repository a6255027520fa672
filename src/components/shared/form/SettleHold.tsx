import { useEffect, useId, useState } from 'react'
import { formatTimeLeft } from '../../../format/date'
import { settleHoldMessages } from '../../../messages/queue/settleHold'
import { useMessages, useLocaleSettings } from '../../../react/provider/provided'
import type { SettleHoldProps } from './holdStatus'

// What a form's status region says of a hold is drawn with the form; the hold's choice (this
// module) only once a save's answer was lost, so an editor loads it apart. The queue reads both here.
export { settleHoldStatus, type SettleHoldProps } from './holdStatus'

/** Milliseconds until `until`, kept current once a second while any are left. */
function useTimeLeft(until: number): number {
  const [now, setNow] = useState(Date.now)
  const left = Math.max(0, until - now)
  useEffect(() => {
    if (left === 0) return
    // The next whole second of the countdown, so the figure never shows a second too many.
    const timer = setTimeout(() => setNow(Date.now()), left % 1000 || 1000)
    return () => clearTimeout(timer)
  }, [left])
  return left
}

/**
 * The time a held save has left, and the choice to send it now beside a plain warning of what that
 * may cost. Its state (`settleHoldStatus`) goes in the status region the form or queue always has
 * (a region added together with its text is not reliably announced); the time left is a `timer`,
 * not announced each second.
 */
export function SettleHold({ hold }: { hold: SettleHoldProps | undefined }) {
  return hold ? <HoldChoice {...hold} /> : null
}

function HoldChoice({ until, checking, anywayLabel, creates, onSendAnyway }: SettleHoldProps) {
  const text = useMessages(settleHoldMessages)
  const { locale } = useLocaleSettings()
  const warningId = useId()
  const left = useTimeLeft(until)
  if (left === 0 && !checking) return null
  return (
    <div className="bk-settle-hold">
      {left > 0 && (
        <span className="bk-field__hint" role="timer">
          {text['shared.hold.timeLeft'](formatTimeLeft(left, locale))}
        </span>
      )}
      <p className="bk-field__hint" id={warningId}>
        {text[creates ? 'shared.hold.anywayBookedTwice' : 'shared.hold.anywayOverwrites']}
      </p>
      <button type="button" className="bk-button" aria-describedby={warningId} onClick={onSendAnyway}>
        {anywayLabel}
      </button>
    </div>
  )
}
