import { settleHoldMessages } from '../../../messages/queue/settleHold'
import { useMessages } from '../../../react/provider/provided'
import { SettleHold, settleHoldStatus, type SettleHoldProps } from '../../shared/form/SettleHold'

/**
 * An action held while an earlier save of its rows may still land: its line (the time left and
 * "Save anyway"), and its status in the queue's announcement. A rare state, so its code loads in idle
 * time after the rows paint, not with them.
 */
export function QueueHold({ hold }: { hold: SettleHoldProps }) {
  return <SettleHold hold={hold} />
}

/** The held action's status, in the queue's live announcement. */
export function QueueHoldStatus({ hold }: { hold: SettleHoldProps }) {
  return settleHoldStatus(hold, useMessages(settleHoldMessages))
}
