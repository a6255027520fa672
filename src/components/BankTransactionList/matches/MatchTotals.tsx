import { forwardRef } from 'react'
import { formatMoney, type MoneyFormat } from '../../../format/money'
import type { FindMatchMessages } from '../../../messages/queue/findMatch'
import { FormField } from '../../shared/form/FormField'
import { OptionPicker } from '../../shared/pickers/OptionPicker'
import type { OptionSource, PickerOption } from '../../../core/forms/optionSource'
import type { MatchDraft, ReadDraft } from '../../../core/queue/matchDraft'

interface MatchTotalsProps {
  deposit: number
  draft: MatchDraft
  read: ReadDraft
  /** A save was tried: a missing category is marked on its field. */
  tried: boolean
  categories: OptionSource | undefined
  known: readonly PickerOption[]
  messages: FindMatchMessages
  format: MoneyFormat
  onCategory: (categoryId: string) => void
}

/** What the draft says about its totals, in one sentence. */
function statusText({ draft, read, messages, format }: Pick<MatchTotalsProps, 'draft' | 'read' | 'messages' | 'format'>): string {
  if (draft.lines.length === 0) return messages['findMatch.status.nothing']
  if (read.errors.size > 0) return messages['findMatch.status.fix']
  if (read.difference === 0 || draft.categoryId !== '') return messages['findMatch.status.done']
  const amount = formatMoney(Math.abs(read.difference), format)
  if (read.cardFee) return messages['findMatch.status.fee'](amount)
  return read.difference > 0 ? messages['findMatch.status.left'](amount) : messages['findMatch.status.over'](amount)
}

/**
 * The deposit, what the ticked invoices take of it and the difference; a difference goes on a
 * category chosen here; a sentence says what is left to allocate.
 */
export const MatchTotals = forwardRef<HTMLSelectElement | HTMLInputElement, MatchTotalsProps>(function MatchTotals(
  { deposit, draft, read, tried, categories, known, messages, format, onCategory },
  categoryRef,
) {
  return (
    <div className="bk-find-match__totals">
      <dl>
        <dt>{messages['findMatch.deposit']}</dt>
        <dd className="bk-money">{formatMoney(deposit, format)}</dd>
        <dt>{messages['findMatch.toInvoices']}</dt>
        <dd className="bk-money">{formatMoney(read.toInvoices, format)}</dd>
        <dt>{messages[read.cardFee ? 'findMatch.fee' : 'findMatch.difference']}</dt>
        <dd className="bk-money">{formatMoney(read.difference, format)}</dd>
      </dl>
      {draft.lines.length > 0 && read.difference !== 0 && (
        <FormField
          label={messages['findMatch.category']}
          hint={messages['findMatch.categoryHint']}
          error={tried && draft.categoryId === '' ? messages['findMatch.categoryMissing'] : undefined}
        >
          {(control) => (
            <OptionPicker
              ref={categoryRef}
              source={categories ?? known}
              label={messages['findMatch.category']}
              value={draft.categoryId}
              onChange={onCategory}
              noneLabel={messages['findMatch.chooseCategory']}
              {...control}
            />
          )}
        </FormField>
      )}
      <p className="bk-find-match__status" role="status">
        {statusText({ draft, read, messages, format })}
      </p>
    </div>
  )
})
