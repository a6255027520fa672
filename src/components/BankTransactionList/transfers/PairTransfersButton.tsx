import { formatCount } from '../../../messages/messageSet'
import { bankTransactionListMessages } from '../../../messages/queue/bankTransactionList'
import { useLocaleSettings, useMessages } from '../../../react/provider/provided'
import type { QueueTransfersView } from '../queueRulesView'

/** "Pair 3 transfers…": the pairs its dialog lists (`QueueTransfersView.pairs`: a side to review, none in a closed period), once the transfer part has found any (nothing for a session that cannot write). */
export function PairTransfersButton({ view, readOnly }: { view: QueueTransfersView | undefined; readOnly: boolean }) {
  const messages = useMessages(bankTransactionListMessages)
  const { locale } = useLocaleSettings()
  const count = view?.pairs.length ?? 0
  if (!view || readOnly || count === 0) return null
  return (
    <>
      {' '}
      <button type="button" className="bk-button bk-transaction-filters__tool" data-variant="ghost" onClick={() => view.openPairing()}>
        {messages['bankTransactionList.pairTransfers'](formatCount(count, locale), count)}
      </button>
    </>
  )
}
