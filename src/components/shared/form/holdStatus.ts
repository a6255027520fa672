import type { SettleHoldMessages } from '../../../messages/queue/settleHold'

/** A save held while an earlier attempt of it may still land (README decision 20), as a form or the queue shows it. */
export interface SettleHoldProps {
  /** When the earlier attempt can no longer land, in epoch milliseconds. */
  until: number
  /** The held save is looking for the first, and sends once the time is up if it is not found; else the user decides then. */
  checking: boolean
  /** The label of the choice to send now: "Save as a new transaction anyway". */
  anywayLabel: string
  /** The save creates a record (sending now may book it twice), rather than changing one. */
  creates: boolean
  onSendAnyway: () => void
}

/** What a hold says in the status region of its form or queue: looking for the first save, or waiting for it. */
export function settleHoldStatus(hold: SettleHoldProps | undefined, text: SettleHoldMessages): string {
  if (!hold) return ''
  return text[hold.checking ? 'shared.hold.checkingFirstSave' : 'shared.hold.firstSaveMayArrive']
}
