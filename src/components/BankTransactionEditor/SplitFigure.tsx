import { formatMoney, type MoneyFormat } from '../../format/money'
import { useMessages } from '../../react/provider/provided'
import { bankTransactionEditorDetailMessages } from '../../messages/queue/bankTransactionEditorDetails'

/** What is left to allocate across the splits, in minor units: `undefined` while an amount cannot be read. */
interface SplitFigureProps {
  remainder: number | undefined
  format: MoneyFormat
}

/** The live figure of what the splits leave to allocate, or by how much they go over. */
export function SplitFigure({ remainder, format }: SplitFigureProps) {
  const messages = useMessages(bankTransactionEditorDetailMessages)
  if (remainder === undefined) return messages['bankTransactionEditor.remainingUnknown']
  if (remainder === 0) return messages['bankTransactionEditor.allocated']
  return remainder > 0
    ? messages['bankTransactionEditor.remaining'](formatMoney(remainder, format))
    : messages['bankTransactionEditor.overAllocated'](formatMoney(-remainder, format))
}

/** Why a save with splits that do not add up to the amount was not sent. */
export function SplitsMismatch({ total, remainder, format }: { total: number; remainder: number; format: MoneyFormat }) {
  const messages = useMessages(bankTransactionEditorDetailMessages)
  return messages['bankTransactionEditor.splitsMismatch'](formatMoney(total - remainder, format), formatMoney(total, format))
}
