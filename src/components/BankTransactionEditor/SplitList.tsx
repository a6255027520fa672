import { Suspense, useRef } from 'react'
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form'
import { formatMoneyInput, type MoneyFormat } from '../../format/money'
import { useMessages } from '../../react/provider/provided'
import type { DimensionIndex } from '../../core/forms/dimensions'
import { lazyPart, usePreloadPartsWhenIdle } from '../shared/lazyPart'
import { LoadingState } from '../shared/root/states'
import { newSplit, splitRemainder, typedMinor, type BankTransactionFormValues } from '../../core/forms/bankTransaction/bankTransactionForm'
import { bankTransactionEditorMessages } from '../../messages/queue/bankTransactionEditor'
import type { BankTransactionEditorOptions, BankTransactionIdField } from './options'

/**
 * A split's fields show once the user adds a split: they come with the editor's later chunk
 * (afterFormShows.ts), once the form has shown. A transaction that already has splits shows
 * them at once, so the editor starts loading them as it mounts (see `BankTransactionEditor`),
 * alongside its closing.
 */
export const splitRow = lazyPart(
  () => import('./afterFormShows'),
  (module) => module.SplitRow,
)
/** What the splits leave to allocate, and why a save of splits that do not add up was not sent: shown only with splits, so with their rows. */
const splitFigure = lazyPart(
  () => import('./afterFormShows'),
  (module) => module.SplitFigure,
)
const splitsMismatch = lazyPart(
  () => import('./afterFormShows'),
  (module) => module.SplitsMismatch,
)

interface SplitListProps {
  index: DimensionIndex
  options: BankTransactionEditorOptions
  format: MoneyFormat
  /** A save was tried: an unequal total is now an error, not just a figure. */
  submitted: boolean
  idFields: readonly BankTransactionIdField[]
}

/** The splits, with a live figure of what is left to allocate; a new split starts with that figure. */
export function SplitList({ index, options, format, submitted, idFields }: SplitListProps) {
  const messages = useMessages(bankTransactionEditorMessages)
  const { control } = useFormContext<BankTransactionFormValues>()
  const { errors } = useFormState({ control })
  // keyName: our splits carry their own `id` (the service's), which the generated key must not replace.
  const { fields, append, remove } = useFieldArray({ control, name: 'splits', keyName: 'key' })
  const [amount, splits] = useWatch({ control, name: ['amount', 'splits'] })
  const addButton = useRef<HTMLButtonElement>(null)
  const remainder = splitRemainder({ amount, splits }, format)
  usePreloadPartsWhenIdle([splitRow, splitFigure, splitsMismatch])

  const add = () => {
    const prefill = remainder !== undefined && remainder !== 0 ? formatMoneyInput(remainder, format) : ''
    append(newSplit(index, prefill), { focusName: `splits.${fields.length}.amount` })
  }
  const removeAt = (position: number) => {
    remove(position)
    // The removed split's button is gone; focus goes somewhere that still exists.
    addButton.current?.focus()
  }

  const state = remainder === undefined ? 'unknown' : remainder === 0 ? 'balanced' : remainder > 0 ? 'remaining' : 'over'
  const total = typedMinor(amount, format)
  const mismatch = submitted && fields.length > 0 && remainder !== undefined && remainder !== 0 && total !== undefined
  const serverError = errors.root?.splits?.message

  return (
    <fieldset
      className="bk-form-section bk-editor-form__section bk-bank-transaction-editor__section bk-split-list"
      data-section="splits"
      data-state={fields.length > 0 ? state : 'none'}
    >
      <legend>{messages['bankTransactionEditor.splits']}</legend>
      <p className="bk-field__hint">{messages['bankTransactionEditor.splitsHint']}</p>
      {fields.length > 0 && (
        // Until the rows' code is here the form holds their values; nothing typed or saved is lost.
        <Suspense fallback={<LoadingState rows={fields.length} columns={2} />}>
          {fields.map((field, position) => (
            <splitRow.Component
              key={field.key}
              position={position}
              index={index}
              options={options}
              idFields={idFields}
              onRemove={() => removeAt(position)}
            />
          ))}
        </Suspense>
      )}
      <p className="bk-split-list__remainder" role="status" aria-live="polite" aria-atomic="true" data-state={state}>
        {fields.length > 0 && (
          <Suspense fallback={null}>
            <splitFigure.Component remainder={remainder} format={format} />
          </Suspense>
        )}
      </p>
      {mismatch && (
        <p className="bk-field__error" role="alert">
          <Suspense fallback={null}>
            <splitsMismatch.Component total={total} remainder={remainder} format={format} />
          </Suspense>
        </p>
      )}
      {serverError && (
        <p className="bk-field__error" role="alert">
          {serverError}
        </p>
      )}
      <button ref={addButton} type="button" className="bk-button" onClick={add}>
        {messages['bankTransactionEditor.addSplit']}
      </button>
    </fieldset>
  )
}
