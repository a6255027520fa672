import { useState, type FormEvent } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
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

/** What an editor tells its submit: the form, its batch save, and its own rules for building and placing. */
export interface ItemSubmitOptions<Values extends FieldValues, Item, Saved> {
  form: UseFormReturn<Values>
  /** The component's batch save; the form sends one item through it. */
  mutation: { isPending: boolean; mutateAsync: (items: Item[]) => Promise<BatchItemResult<Saved>[]> }
  /** The item for values that passed the form's checks, or why it is not sent. */
  itemFor: (values: Values) => ItemToSend<Item>
  /** Where each of the service's errors lands, for the values that were sent. */
  errorTargetsFor: (sent: Values) => (param: string | undefined) => ServiceErrorTarget<string>
  /** The title of the alert after a successful save. */
  savedTitle: string
  onSaved: (saved: Saved) => void
}

/**
 * The submit of an editor that saves one item: validates, sends the item once however often Save is
 * pressed, and says what happened in the form's alert: the fields to fix, the service's errors on
 * their fields, a request that failed with its reason, or the save. The form keeps every value
 * whatever happens; only `onSaved` may reset it.
 */
export function useItemSubmit<Values extends FieldValues, Item, Saved>({ form, mutation, itemFor, errorTargetsFor, savedTitle, onSaved }: ItemSubmitOptions<Values, Item, Saved>) {
  const formText = useMessages(formMessages)
  const shared = useMessages(sharedMessages)
  const flight = useSingleFlight()
  const [alert, setAlert] = useState<FormAlertContent>()

  const save = async (values: Values) => {
    const prepared = itemFor(values)
    if (!('item' in prepared)) {
      if (prepared.alert) setAlert(prepared.alert)
      return
    }
    let result
    try {
      ;[result] = await mutation.mutateAsync([prepared.item])
    } catch (error) {
      setAlert({ tone: 'danger', title: formText['shared.form.saveFailed'], details: [errorMessage(error, shared)] })
      return
    }
    if (!result) return
    if (!result.ok) {
      const details = placeServiceErrors(form, result.errors, errorTargetsFor(values))
      setAlert({ tone: 'danger', title: formText['shared.form.serverRefused'], details })
      return
    }
    setAlert({ tone: 'success', title: savedTitle })
    onSaved(result.data)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // Two clicks can land before the re-render that marks the save pending: the flight's ref catches the second.
    if (mutation.isPending) return
    flight.run(async () => {
      setAlert(undefined)
      await form.handleSubmit(save, (errors) => setAlert({ tone: 'danger', title: formText['shared.form.fixErrors'](Math.max(1, countFieldErrors(errors))) }))()
    })
  }

  return { submit, saving: flight.running || mutation.isPending, alert, setAlert }
}
