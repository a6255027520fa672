import { lazy, Suspense, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import type { BankTransaction } from '../../../api/types'
import { isolate } from '../../../format/isolate'
import { useMessages } from '../../../react/provider/provided'
import type { PickerOption } from '../../../core/forms/optionSource'
import { PickerField } from '../../shared/pickers/PickerField'
import { IsolatedText } from '../../shared/text/SentenceWithName'
import { useCategoryNames } from '../../shared/pickers/useCategoryNames'
import type { BankTransactionFormValues } from '../../../core/forms/bankTransaction/bankTransactionForm'
import { bankTransactionEditorMessages } from '../../../messages/queue/bankTransactionEditor'
import type { BankTransactionEditorOptions } from '../options'

/** A record's reference as a picker's current choice. */
export const named = (ref: { id: string; name: string } | null | undefined): PickerOption | undefined =>
  ref ? { id: ref.id, name: ref.name } : undefined
const NO_RECORDS: BankTransaction[] = []
// The offer form loads when the user asks for it: the editor's first load carries none of it.
const EditorRuleOffer = lazy(() => import('../storeParts').then((module) => ({ default: module.EditorRuleOffer })))

/** What the owner decides first: the category (the service's suggestions one click away), the vendor or customer. */
export function CategorizationFields({
  record,
  options,
  locked = false,
}: {
  record: BankTransaction | undefined
  options: BankTransactionEditorOptions
  /** The transaction cannot change: no rule is offered from it. */
  locked?: boolean
}) {
  const messages = useMessages(bankTransactionEditorMessages)
  const { control, setValue } = useFormContext<BankTransactionFormValues>()
  const categoryId = useWatch({ control, name: 'categoryId' })
  const [offering, setOffering] = useState(false)
  const categoryName = useCategoryNames(options.categories, record ? [record] : NO_RECORDS)
  const suggestions =
    categoryId === ''
      ? (record?.suggestedCategories ?? []).flatMap(({ id }) => {
          const name = categoryName(id)
          return name ? [{ id, name }] : []
        })
      : []
  return (
    <>
      <fieldset className="bk-form-section bk-editor-form__section bk-bank-transaction-editor__section" data-section="categorization">
        <legend>{messages['bankTransactionEditor.categorization']}</legend>
        <PickerField
          control={control}
          name="categoryId"
          label={messages['bankTransactionEditor.category']}
          source={options.categories}
          selected={named(record?.category)}
        />
        {record && categoryId !== '' && !locked && !offering && (
          // On a line of its own, as the suggestions are: the section's column may be narrower than its words.
          <p className="bk-bank-transaction-editor__suggestions">
            <button type="button" className="bk-button" data-variant="ghost" onClick={() => setOffering(true)}>
              {messages['bankTransactionEditor.alwaysCategorize']}
            </button>
          </p>
        )}
        {suggestions.length > 0 && (
          <p className="bk-bank-transaction-editor__suggestions">
            <span className="bk-field__hint">{messages['bankTransactionEditor.suggested']}</span>
            {suggestions.map((suggestion) => (
              <button
                key={suggestion.id}
                type="button"
                className="bk-button"
                data-variant="ghost"
                onClick={() => setValue('categoryId', suggestion.id, { shouldDirty: true })}
              >
                <IsolatedText text={messages['bankTransactionEditor.useSuggestion'](isolate(suggestion.name))} />
              </button>
            ))}
          </p>
        )}
        <PickerField
          control={control}
          name="vendorId"
          label={messages['bankTransactionEditor.vendor']}
          source={options.vendors}
          selected={named(record?.vendor)}
        />
        <PickerField
          control={control}
          name="customerId"
          label={messages['bankTransactionEditor.customer']}
          source={options.customers}
          selected={named(record?.customer)}
        />
      </fieldset>
      {/* The offer follows the section, a section of its own in the editor's column. */}
      {record && offering && (
        <Suspense fallback={null}>
          <EditorRuleOffer record={record} categoryId={categoryId} options={options} onClose={() => setOffering(false)} />
        </Suspense>
      )}
    </>
  )
}
