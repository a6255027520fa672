import { useRef, useState, type FormEvent } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { BookkeepingOutcomeUnknownError } from '../../api/errors'
import type { BatchItemResult } from '../../api/results'
import { useMessages } from '../../react/hooks'
import { errorMessage } from './errorMessage'
import type { FormAlertContent } from './FormAlert'
import { formMessages } from '../../messages/form'
import { sharedMessages } from '../../messages/shared'
import { countFieldErrors } from './resolverErrors'
import { placeServiceErrors, type ServiceErrorTarget } from './serviceErrors'
import { useSingleFlight } from './useSingleFlight'

/** What a form's checked values become: the one item to send, or why nothing is sent (no alert when the form already shows why). */
export type ItemToSend<Item> = { item: Item } | { alert?: FormAlertContent }

/** A save item that may create a record: without `id`, with the idempotency key of its draft. */
interface CreatableItem {
  id?: string | null
  apiSourceId?: string | null
}

/** What an editor tells its submit: the form, its batch save, and its own rules for building and placing. */
export interface ItemSubmitOptions<Values extends FieldValues, Item extends CreatableItem, Saved> {
  form: UseFormReturn<Values>
  /** The component's batch save; the form sends one item through it. */
  mutation: { isPending: boolean; mutateAsync: (items: Item[]) => Promise<BatchItemResult<Saved>[]> }
  /** The item for values that passed the form's checks, or why it is not sent. */
  itemFor: (values: Values) => ItemToSend<Item>
  /** Where each of the service's errors lands, for the values that were sent. */
  errorTargetsFor: (sent: Values) => (param: string | undefined) => ServiceErrorTarget<string>
  /**
   * Where the user can see whether `item` was stored, for a save whose answer was lost and which the
   * service gives bookkit no way to check (a journal entry: the ledger of one of its accounts).
   */
  whereToCheck?: (item: Item) => string
  /** The label of the choice that drops a draft the user found stored, to start another. */
  startOverLabel?: string
  /** The title of the alert after a successful save. */
  savedTitle: string
  onSaved: (saved: Saved) => void
}

/** A fresh idempotency key for a draft: 128 random bits (`randomUUID` exists only in secure contexts). */
function newDraftKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  return `bk-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/**
 * The submit of an editor that saves one item: validates, sends the item once however often Save is
 * pressed, and says which of three outcomes it had: saved; refused (the service's errors on their
 * fields); or unknown, when the answer was lost. The form keeps every value whatever happens; only
 * `onSaved`, or the user's own choice to start over, resets it.
 *
 * A create carries its draft's key as `apiSourceId` (unless the host gave one), kept across retries
 * and renewed after a success. An unknown outcome is never resolved by sending again blindly: the
 * bank-transaction hooks find out by a sync before anything is sent again; for a record the service
 * cannot list, the alert says where to look and the user chooses between saving again and starting over.
 */
export function useItemSubmit<Values extends FieldValues, Item extends CreatableItem, Saved>({
  form,
  mutation,
  itemFor,
  errorTargetsFor,
  whereToCheck,
  startOverLabel,
  savedTitle,
  onSaved,
}: ItemSubmitOptions<Values, Item, Saved>) {
  const formText = useMessages(formMessages)
  const shared = useMessages(sharedMessages)
  const flight = useSingleFlight()
  const [alert, setAlert] = useState<FormAlertContent>()
  const draftKey = useRef<string>(null)
  // The last attempt of this draft got no answer: the service may hold it.
  const lostAnswer = useRef(false)

  const startOver = () => {
    draftKey.current = null
    lostAnswer.current = false
    form.reset()
    setAlert(undefined)
  }

  const unknownOutcome = (error: BookkeepingOutcomeUnknownError, item: Item): FormAlertContent => {
    if (error.canCheck || !whereToCheck) return { tone: 'warning', title: formText['shared.form.outcomeUnknown'], details: [formText['shared.form.outcomeWillBeChecked']] }
    return {
      tone: 'warning',
      title: formText['shared.form.outcomeUnknown'],
      details: [whereToCheck(item)],
      actions: [
        { label: formText['shared.form.saveAgain'], onClick: () => run() },
        ...(!item.id && startOverLabel ? [{ label: startOverLabel, onClick: startOver }] : []),
      ],
    }
  }

  const save = async (values: Values) => {
    const prepared = itemFor(values)
    if (!('item' in prepared)) {
      if (prepared.alert) setAlert(prepared.alert)
      return
    }
    const creates = !prepared.item.id
    draftKey.current ??= newDraftKey()
    const item = creates && !prepared.item.apiSourceId ? { ...prepared.item, apiSourceId: draftKey.current } : prepared.item
    let result: BatchItemResult<Saved> | undefined
    try {
      ;[result] = await mutation.mutateAsync([item])
    } catch (error) {
      if (error instanceof BookkeepingOutcomeUnknownError) {
        lostAnswer.current = true
        setAlert(unknownOutcome(error, item))
      } else {
        setAlert({ tone: 'danger', title: formText['shared.form.saveFailed'], details: [errorMessage(error, shared)] })
      }
      return
    }
    if (!result) return
    if (!result.ok) {
      // Sent again by the user's choice, the draft met its own first attempt.
      if (creates && lostAnswer.current && result.errors.some((error) => error.type === 'DUPLICATE')) {
        setAlert({ tone: 'success', title: formText['shared.form.alreadySaved'], actions: startOverLabel ? [{ label: startOverLabel, onClick: startOver }] : undefined })
        return
      }
      const details = placeServiceErrors(form, result.errors, errorTargetsFor(values))
      setAlert({ tone: 'danger', title: formText['shared.form.serverRefused'], details })
      return
    }
    // The next create is another record: a new key.
    draftKey.current = null
    lostAnswer.current = false
    setAlert({ tone: 'success', title: savedTitle, details: result.recovered ? [formText['shared.form.savedAfterCheck']] : undefined })
    onSaved(result.data)
  }

  const run = () => {
    // Two clicks can land before the re-render that marks the save pending: the flight's ref catches the second.
    if (mutation.isPending) return
    flight.run(async () => {
      setAlert(undefined)
      await form.handleSubmit(save, (errors) => setAlert({ tone: 'danger', title: formText['shared.form.fixErrors'](Math.max(1, countFieldErrors(errors))) }))()
    })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    run()
  }

  return { submit, saving: flight.running || mutation.isPending, alert, setAlert }
}
