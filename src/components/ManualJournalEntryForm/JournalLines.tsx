import { useMemo, useRef } from 'react'
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form'
import type { ManualJournalEntry } from '../../api/types'
import type { MoneyFormat } from '../../format/money'
import { useMessages } from '../../react/provider/provided'
import type { PickerOption } from '../../core/forms/optionSource'
import { emptyLine, journalTotals, type JournalEntryFormValues } from './journalEntryForm'
import { JournalLineRow } from './JournalLineRow'
import { JournalTotals } from './JournalTotals'
import { manualJournalEntryFormMessages } from '../../messages/forms/manualJournalEntryForm'
import type { ManualJournalEntryFormOptions } from './options'

/** The entry's lines, adding and removing them, and the live totals under them. */
export function JournalLines({
  entry,
  options,
  format,
}: {
  entry: ManualJournalEntry | undefined
  options: ManualJournalEntryFormOptions
  format: MoneyFormat
}) {
  const messages = useMessages(manualJournalEntryFormMessages)
  const { control } = useFormContext<JournalEntryFormValues>()
  const { errors, submitCount } = useFormState({ control })
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' })
  const lines = useWatch({ control, name: 'lines' })
  const addButton = useRef<HTMLButtonElement>(null)
  const knownAccounts = useMemo(
    () =>
      new Map<string, PickerOption>(
        (entry?.children ?? []).map((line) => [
          line.glAccount.id,
          { id: line.glAccount.id, name: line.glAccount.name, description: line.glAccount.accountNo },
        ]),
      ),
    [entry],
  )
  const serverError = errors.root?.lines?.message
  return (
    <fieldset
      className="bk-form-section bk-editor-form__section bk-manual-journal-entry-form__section bk-journal-lines"
      data-section="lines"
    >
      <legend>{messages['manualJournalEntryForm.lines']}</legend>
      <p className="bk-field__hint">{messages['manualJournalEntryForm.linesHint']}</p>
      {fields.map((field, position) => (
        <JournalLineRow
          key={field.id}
          position={position}
          options={options}
          knownAccounts={knownAccounts}
          canRemove={fields.length > 2}
          onRemove={() => {
            remove(position)
            addButton.current?.focus()
          }}
        />
      ))}
      <button
        ref={addButton}
        type="button"
        className="bk-button"
        onClick={() => append(emptyLine(), { focusName: `lines.${fields.length}.glAccountId` })}
      >
        {messages['manualJournalEntryForm.addLine']}
      </button>
      <JournalTotals totals={journalTotals(lines, format)} format={format} showError={submitCount > 0} />
      {serverError && (
        <p className="bk-field__error" role="alert">
          {serverError}
        </p>
      )}
    </fieldset>
  )
}
