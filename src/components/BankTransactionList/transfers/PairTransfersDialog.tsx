import { useEffect, useId, useMemo, useRef, useState } from 'react'
import type { TransferPair } from '../../../core/queue/transferPairs'
import type { MoneyFormat } from '../../../format/money'
import { formatCount } from '../../../messages/messageSet'
import { transferPairsMessages } from '../../../messages/queue/transferPairs'
import { useLocaleSettings, useMessages } from '../../../react/provider/provided'
import { useModalDialog } from '../../shared/dialog/useModalDialog'
import { PairGrid } from './PairGrid'
import {
  pairRows,
  pickRow,
  pickRowChoices,
  selectionOf,
  tickRow,
  toggleAll,
  type PairChoices,
  type PairPicks,
} from '../../../core/queue/pairSelection'

/** Props of the dialog that pairs the likely transfers of the review queue at once. */
export interface PairTransfersDialogProps {
  /** The likely pairs, in the matcher's order (an ambiguous one is shown with its rivals to choose from, never ticked by itself). */
  pairs: readonly TransferPair[]
  /** Whether a pair cannot change (a side dated in the closed period): shown, never ticked. */
  isLocked?: (pair: TransferPair) => boolean
  /** The pairs ticked (for an ambiguous one, the candidate chosen), in the list's order. */
  onPair: (pairs: TransferPair[]) => void
  onClose: () => void
}

const NO_CHOICES: PairChoices = new Map()
const NO_PICKS: PairPicks = new Map()

/**
 * "Pair transfers": every likely pair of the queue in one list, ticked unless another side is as
 * likely or the pair is in a closed period; an ambiguous pair shows the pairs as likely, and the
 * user's pick among them ticks it (a side given to one row is taken from any other, so no side is
 * paired twice); "Pair 12 transfers" hands the ticked ones over. A native
 * modal dialog: focus trapped, Escape closes it, the focus starts on the first box and goes back to
 * what opened it.
 */
export function PairTransfersDialog({ pairs, isLocked, onPair, onClose }: PairTransfersDialogProps) {
  const messages = useMessages(transferPairsMessages)
  const { locale, currency } = useLocaleSettings()
  const format = useMemo<MoneyFormat>(() => ({ locale, currency }), [locale, currency])
  const dialog = useModalDialog()
  const firstAction = useRef<HTMLButtonElement>(null)
  const id = useId()
  const [choices, setChoices] = useState(NO_CHOICES)
  const [picks, setPicks] = useState(NO_PICKS)
  const rows = pairRows(pairs, isLocked, choices, picks)
  const { pairable, ticked, plain, allTicked } = selectionOf(rows)

  // After the dialog is shown (its hook's effect runs first), whose own focus would go to its first control.
  useEffect(() => {
    const firstBox = dialog.current?.querySelector<HTMLElement>('input[data-index="0"]')
    ;(firstBox ?? firstAction.current)?.focus()
  }, [dialog])

  const pair = () => {
    if (ticked.length > 0) onPair(ticked.map((row) => row.chosen))
  }
  const tick = (key: string, on: boolean) => setChoices((current) => tickRow(current, rows, key, on))
  const pick = (key: string, candidate: TransferPair) => {
    setPicks((current) => pickRow(current, key, candidate))
    setChoices((current) => pickRowChoices(current, rows, key, candidate))
  }

  return (
    <dialog
      ref={dialog}
      className="bk-dialog bk-transaction-list__dialog bk-pair-transfers"
      aria-labelledby={`${id}-title`}
      aria-describedby={rows.length > 0 ? `${id}-intro` : undefined}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <h2 id={`${id}-title`} className="bk-dialog__title">
        {messages['transferPairs.title']}
      </h2>
      {rows.length === 0 ? (
        <p className="bk-pair-transfers__empty">{messages['transferPairs.empty']}</p>
      ) : (
        <>
          <p id={`${id}-intro`} className="bk-field__hint">
            {messages['transferPairs.intro']}
          </p>
          <div className="bk-toolbar bk-pair-transfers__toolbar">
            <button
              type="button"
              className="bk-button"
              aria-disabled={(!allTicked && plain.length === 0) || undefined}
              onClick={() => setChoices((current) => toggleAll(current, rows))}
            >
              {messages[allTicked ? 'transferPairs.selectNone' : 'transferPairs.selectAll']}
            </button>
            <p className="bk-pair-transfers__count" role="status">
              {messages['transferPairs.selected'](formatCount(ticked.length, locale), formatCount(pairable.length, locale), ticked.length)}
            </p>
          </div>
          <PairGrid rows={rows} messages={messages} format={format} onTick={tick} onPick={pick} />
        </>
      )}
      <div className="bk-dialog__actions">
        <button ref={firstAction} type="button" className="bk-button" onClick={onClose}>
          {messages[rows.length === 0 ? 'transferPairs.close' : 'transferPairs.cancel']}
        </button>
        {rows.length > 0 && (
          <button
            type="button"
            className="bk-button"
            data-variant="primary"
            aria-disabled={ticked.length === 0 || undefined}
            onClick={pair}
          >
            {messages['transferPairs.pair'](formatCount(ticked.length, locale), ticked.length)}
          </button>
        )}
      </div>
    </dialog>
  )
}
