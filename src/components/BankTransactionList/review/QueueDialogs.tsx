import { lazy, Suspense, useEffect } from 'react'
import { isolate } from '../../../format/isolate'
import { formatCount } from '../../../messages/messageSet'
import { useLocaleSettings } from '../../../react/provider/provided'
import type { BankTransactionListMessages } from '../../../messages/queue/bankTransactionList'
import type { BankTransactionListDialogMessages } from '../../../messages/queue/bankTransactionListDialogs'
import type { OptionSource, PickerOption } from '../../../core/forms/optionSource'
import { rowName } from '../../../core/queue/view/queueFilter'
import type { useQueueKeys } from './useQueueKeys'

// The picker and the list of keys open on a key press, never for the first rows: their code loads
// once the queue has painted (so the first `c` does not wait for it), not before.
const loadPicker = () => import('../rows/CategoryPicker')
const loadShortcuts = () => import('./ShortcutsDialog')
const CategoryPicker = lazy(() => loadPicker().then((module) => ({ default: module.CategoryPicker })))
const ShortcutsDialog = lazy(() => loadShortcuts().then((module) => ({ default: module.ShortcutsDialog })))

interface QueueDialogsProps {
  keys: ReturnType<typeof useQueueKeys>
  /** The host's categories; without them, the picker offers `known`, those the synced records name. */
  categories: OptionSource | undefined
  known: readonly PickerOption[]
  messages: BankTransactionListMessages & BankTransactionListDialogMessages
}

/** The queue's dialogs that keys open: the category picker of a row or the selection, and the list of keys. */
export function QueueDialogs({ keys, categories, known, messages }: QueueDialogsProps) {
  const { locale } = useLocaleSettings()
  useEffect(() => {
    void loadPicker().catch(() => undefined)
    void loadShortcuts().catch(() => undefined)
  }, [])
  const { picker } = keys
  const first = picker?.rows[0]
  return (
    <Suspense fallback={null}>
      {picker && first && (
        <CategoryPicker
          title={
            picker.rows.length === 1
              ? messages['bankTransactionList.picker.forRow'](isolate(rowName(first)))
              : messages['bankTransactionList.picker.forSelected'](formatCount(picker.rows.length, locale))
          }
          source={categories}
          known={known}
          suggestions={picker.suggestions}
          onApply={keys.applyPicked}
          onClose={keys.closePicker}
        />
      )}
      {keys.helpOpen && <ShortcutsDialog title={messages['bankTransactionList.shortcuts']} onClose={keys.closeHelp} />}
    </Suspense>
  )
}
