import { Suspense, useId, useLayoutEffect, useRef, type FormEvent, type ReactNode } from 'react'
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { formMessages } from '../../../messages/forms/form'
import { settleHoldMessages } from '../../../messages/queue/settleHold'
import { useMessages } from '../../../react/provider/provided'
import { Heading } from '../root/heading'
import { useLandmarkName } from '../root/landmark'
import { FormAlert, type FormAlertContent } from './errors/FormAlert'
import { LockNotice } from './lock/LockNotice'
import { settleHoldStatus, type SettleHoldProps } from './holdStatus'
import { lazyPart, usePreloadPartsWhenIdle } from '../lazyPart'
import type { RecordLock } from './lock/useRecordLock'
import { useUnsavedChanges } from './useUnsavedChanges'
import { passFocus } from '../passFocus'

/**
 * A held save's time left and its choice to send now show only once a save's answer was lost: they
 * come on their own, preloaded in idle time once the form has shown.
 */
const settleHold = lazyPart(
  () => import('./SettleHold'),
  (module) => module.SettleHold,
)

/** An editor's save, as its shell shows it: from `useItemSubmit`. */
interface EditorSave {
  submit: (event: FormEvent) => void
  saving: boolean
  /** The last save's outcome, above the fields. */
  alert: FormAlertContent | undefined
  /** The save on its way, when it is slow or waits for the service. */
  pending: PendingSave | undefined
}

/** The words of an editor's shell that each editor's table holds under its own name: the title, the unsaved changes' badge, Save and Cancel. */
type EditorWord = 'titleCreate' | 'titleEdit' | 'unsaved' | 'create' | 'save' | 'saving' | 'cancel'

/** What an editor's form shell is told: its form, block and words, the state of the record and the save, and what it holds. */
export interface EditorFormProps<Values extends FieldValues, Context, Transformed> {
  /** The editor's form (`useRecordForm`'s): its fields find it through the form context. */
  form: UseFormReturn<Values, Context, Transformed>
  /** The component's class block (`bk-bank-transaction-editor`): the shell's parts also carry its `__form`, `__header`, `__title`, `__fields` and `__actions` classes. */
  block: string
  /** The editor's words for its shell, each from its own table (`bankTransactionEditor.saving`): the form picks the title and Save's by `creating`. */
  words: (word: EditorWord) => string
  /** Why the record may not be changed, if it may not; the form is then described by the notice. */
  lock: RecordLock | undefined
  /** The form takes no changes and submits nothing (a lock, or a record that is gone). */
  locked: boolean
  creating: boolean
  /** The editor's save (`useItemSubmit`'s). */
  save: EditorSave
  /** The form started or stopped holding unsaved changes (a locked form never holds any). */
  onDirtyChange: ((dirty: boolean) => void) | undefined
  /** Shows Cancel when given. */
  onCancel: (() => void) | undefined
  /** A notice above the save's outcome (the record is gone). */
  notice?: ReactNode
  /** The fields: they are disabled while the form is locked. */
  children: ReactNode
  /** Further actions after Save and Cancel (Delete). */
  actions?: ReactNode
  /** What shows under the actions (the service's answer to the last save). */
  after?: ReactNode
}

/**
 * An editor's form: its header, lock notice, the save's outcome, the fields and the actions. Its
 * state is in `data-mode`, `data-state` and `data-dirty` for CSS; a locked form ignores Enter
 * rather than submit. While it holds unsaved changes the host hears of it and the browser warns
 * before the page is left.
 */
export function EditorForm<Values extends FieldValues, Context, Transformed>({
  form,
  block,
  words,
  lock,
  locked,
  creating,
  save,
  onDirtyChange,
  onCancel,
  notice,
  children,
  actions,
  after,
}: EditorFormProps<Values, Context, Transformed>) {
  const { saving, pending, alert } = save
  const dirty = form.formState.isDirty
  const titleId = useId()
  // The form is the editor's landmark: named by the host when it gave a name (two editors on one page), else by its title.
  const landmarkName = useLandmarkName(titleId)
  const lockId = useId()
  const unsaved = dirty && !locked
  useUnsavedChanges(unsaved, onDirtyChange)
  const formText = useMessages(formMessages)
  const holdText = useMessages(settleHoldMessages)
  usePreloadPartsWhenIdle([settleHold], !locked)
  const slow = saving && pending !== undefined && (pending.stillSaving || pending.waitingUntil !== undefined || pending.hold !== undefined)
  const formRef = useRef<HTMLFormElement>(null)
  // The save's outcome is drawn above the fields: it pushes down what holds the focus (Save, where
  // Cancel saving left it), which could leave the window or the dialog's scroll. It is shown again.
  useLayoutEffect(() => {
    const focused = document.activeElement
    // jsdom lays nothing out and has no scrollIntoView.
    if (alert && formRef.current?.contains(focused)) focused?.scrollIntoView?.({ block: 'nearest' })
  }, [alert])
  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        className={`bk-editor-form ${block}__form`}
        {...landmarkName}
        aria-describedby={lock ? lockId : undefined}
        aria-busy={saving}
        data-mode={creating ? 'create' : 'edit'}
        data-state={saving ? 'saving' : locked ? 'read-only' : 'editing'}
        data-dirty={dirty || undefined}
        noValidate
        onSubmit={(event) => (locked ? event.preventDefault() : save.submit(event))}
      >
        {/* Not a <header>: outside a section or article it is the page's banner landmark. */}
        <div className={`bk-editor-form__header ${block}__header`}>
          <Heading id={titleId} className={`bk-editor-form__title ${block}__title`}>
            {words(creating ? 'titleCreate' : 'titleEdit')}
          </Heading>
          {unsaved && (
            <span className="bk-badge" data-tone="warning">
              {words('unsaved')}
            </span>
          )}
        </div>
        {lock && <LockNotice id={lockId} lock={lock} />}
        {notice}
        <FormAlert alert={alert} />
        <fieldset className={`bk-editor-form__fields ${block}__fields`} disabled={locked}>
          {children}
        </fieldset>
        {/* Save (absent while locked) and Cancel. While saving, Save is aria-disabled, not disabled: a
            disabled button would drop the keyboard focus. A save still on its way after a few seconds
            says so, offers Cancel saving, and says when it is sent again if the service asked to wait. */}
        <div className={`bk-editor-form__actions ${block}__actions`}>
          {!locked && (
            <button
              type="submit"
              className="bk-button"
              data-variant="primary"
              aria-disabled={saving || undefined}
              data-busy={saving || undefined}
            >
              {saving ? (slow ? formText['shared.form.stillSaving'] : words('saving')) : words(creating ? 'create' : 'save')}
            </button>
          )}
          {slow && (
            <button
              type="button"
              className="bk-button"
              onClick={(event) => {
                // It goes with the wait it stops: the focus goes to Save, the way to try again.
                passFocus(event.currentTarget.form?.querySelector<HTMLElement>('[type="submit"]'))
                pending.onCancelSave()
              }}
            >
              {formText['shared.form.cancelSaving']}
            </button>
          )}
          <p className="bk-field__hint bk-editor-form__waiting" role="status">
            {saving && pending?.waitingUntil !== undefined ? pending.waitingText : settleHoldStatus(pending?.hold, holdText)}
          </p>
          {pending?.hold && (
            <Suspense fallback={null}>
              <settleHold.Component hold={pending.hold} />
            </Suspense>
          )}
          {onCancel && (
            <button type="button" className="bk-button" onClick={onCancel}>
              {words('cancel')}
            </button>
          )}
          {actions}
        </div>
        {after}
      </form>
    </FormProvider>
  )
}

/** A save on its way, as the action row shows it (from `useItemSubmit`'s `pending`). */
interface PendingSave {
  /** On its way for a few seconds: Save says "Still saving…" and Cancel saving shows. */
  stillSaving: boolean
  /** The service asked to wait (429): when it is sent again, in epoch milliseconds. */
  waitingUntil: number | undefined
  /** What the form says of that wait: when the save is sent again. */
  waitingText: string | undefined
  /** The save waits for an earlier attempt that may still land, or is not sent again before it can no longer land. */
  hold: SettleHoldProps | undefined
  /** Stops waiting for the save; its outcome is then unknown, and the form says so. */
  onCancelSave: () => void
}
