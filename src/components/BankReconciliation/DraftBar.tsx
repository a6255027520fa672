import { useState } from 'react'
import { isStoreConflict } from '../../core/store/store'
import { formatDateTime } from '../../format/date'
import type { BankReconciliationMessages } from '../../messages/reconcile/bankReconciliation'
import { sharedMessages } from '../../messages/shared'
import { useMessages } from '../../react/provider/provided'
import type { ReconciliationRow } from '../../react/reconcile/reconciliation'
import { useReconciliationDraft } from '../../react/reconcile/reconciliationDraft'
import { ReconciliationDraftUnreadableError, type StoredDraft } from '../../core/reconcile/reconciliationDraftParts'
import { errorMessage } from '../shared/text/errorMessage'
import type { StatementText } from './StatementFields'

/** What went wrong with the saved work, and when: reading it, saving it, or removing it. */
interface DraftProblem {
  during: 'load' | 'save' | 'remove'
  error: unknown
}

/** What became of the saved work, said under the summary. */
type DraftNote = { kind: 'restored' | 'saved'; savedAt: string } | { kind: 'discarded' }

interface WorksheetDraftOptions {
  companyId: string | undefined
  bankAccountId: string
  text: StatementText
  rows: readonly ReconciliationRow[]
  fileName: string | undefined
  /** Puts the saved figures and ticks back on the worksheet. */
  onRestore: (text: StatementText, ticked: readonly string[], unticked: readonly string[]) => void
}

/** The saved work of one account's worksheet: restored once when it is read, saved on Finish later, removed on a finish or a discard. */
export interface WorksheetDraft {
  note: DraftNote | undefined
  /** Why the saved work could not be read, saved or removed: shown, never swallowed. */
  problem: DraftProblem | undefined
  busy: boolean
  /** A draft is stored (Discard saved work is offered). */
  stored: boolean
  /** The statement file the restored work named, while no other is read. */
  restoredFile: string | undefined
  finishLater: () => void
  discard: () => void
  /** After a finish: the month is done, its saved work with it. */
  finished: () => void
}

/** The worksheet's saved work: restores it once it is read (during render, before the first paint of the rows). */
export function useWorksheetDraft({ companyId, bankAccountId, text, rows, fileName, onRestore }: WorksheetDraftOptions): WorksheetDraft {
  const draft = useReconciliationDraft(companyId, bankAccountId)
  const [restoredFrom, setRestoredFrom] = useState<unknown>()
  const [note, setNote] = useState<DraftNote>()
  const [problem, setProblem] = useState<DraftProblem>()
  const [busy, setBusy] = useState(false)
  const [restoredFile, setRestoredFile] = useState<string>()
  // Once per opening of the account: the first answer is what was saved; later ones are this worksheet's own saves.
  if (restoredFrom === undefined && (draft.stored || draft.error)) {
    setRestoredFrom(draft.stored ?? draft.error)
    const saved = draft.stored?.draft
    if (saved) {
      onRestore({ ...saved.fields }, saved.ticked, saved.unticked)
      setRestoredFile(saved.statementFile)
      setNote({ kind: 'restored', savedAt: saved.savedAt })
    }
  }
  const run = (during: DraftProblem['during'], write: () => Promise<StoredDraft>, after: (stored: StoredDraft) => void) => {
    setBusy(true)
    setProblem(undefined)
    write().then(
      (stored) => {
        setBusy(false)
        after(stored)
      },
      (error: unknown) => {
        setBusy(false)
        setProblem({ during, error })
      },
    )
  }
  // The closed period's ticks are the user's too: they come back with the saved work.
  const open = rows.filter((row) => row.blocked !== 'toReview')
  return {
    note,
    problem: problem ?? (draft.error ? { during: 'load', error: draft.error } : undefined),
    busy,
    stored: Boolean(draft.stored?.draft),
    restoredFile,
    finishLater: () =>
      run(
        'save',
        () =>
          draft.save({
            bankAccountId,
            fields: { ...text },
            ticked: open.filter((row) => row.ticked).map((row) => row.transaction.id),
            unticked: open.filter((row) => !row.ticked).map((row) => row.transaction.id),
            // A restored month whose file is not read again keeps the file's name it was saved with.
            ...((fileName ?? restoredFile) ? { statementFile: (fileName ?? restoredFile)! } : {}),
          }),
        (stored) => stored.draft && setNote({ kind: 'saved', savedAt: stored.draft.savedAt }),
      ),
    discard: () => run('remove', draft.remove, () => setNote({ kind: 'discarded' })),
    finished: () => {
      setNote(undefined)
      if (draft.stored?.draft) run('remove', draft.remove, () => undefined)
    },
  }
}

/** Finish later and Discard saved work, with what became of the saved work (or why it could not be read, saved or removed). */
export function DraftBar({
  draft,
  messages,
  locale,
  disabled,
}: {
  draft: WorksheetDraft
  messages: BankReconciliationMessages
  locale: string
  disabled: boolean
}) {
  const shared = useMessages(sharedMessages)
  const { note, problem } = draft
  return (
    <div className="bk-reconcile__draft">
      <div className="bk-toolbar">
        <button type="button" className="bk-button" disabled={disabled || draft.busy} onClick={draft.finishLater}>
          {messages['bankReconciliation.finishLater']}
        </button>
        {draft.stored && (
          <button type="button" className="bk-button" data-variant="ghost" disabled={draft.busy} onClick={draft.discard}>
            {messages['bankReconciliation.discardDraft']}
          </button>
        )}
      </div>
      <p className="bk-field__hint" role="status">
        {draft.busy ? messages['bankReconciliation.draftSaving'] : note ? noteText(note, messages, locale) : ''}
      </p>
      {problem && (
        <p className="bk-alert" data-tone="danger" role="alert">
          {problemText(problem, messages, errorMessage(problem.error, shared))}
        </p>
      )}
    </div>
  )
}

function noteText(note: DraftNote, messages: BankReconciliationMessages, locale: string): string {
  switch (note.kind) {
    case 'restored':
      return messages['bankReconciliation.draftRestored'](formatDateTime(note.savedAt, locale))
    case 'saved':
      return messages['bankReconciliation.draftSaved'](formatDateTime(note.savedAt, locale))
    case 'discarded':
      return messages['bankReconciliation.draftDiscarded']
    default:
      return note satisfies never
  }
}

function problemText({ during, error }: DraftProblem, messages: BankReconciliationMessages, reason: string): string {
  if (error instanceof ReconciliationDraftUnreadableError) return messages['bankReconciliation.draftUnreadable'](error.field)
  switch (during) {
    case 'load':
      return messages['bankReconciliation.draftLoadFailed'](reason)
    case 'save':
      return isStoreConflict(error) ? messages['bankReconciliation.draftConflict'] : messages['bankReconciliation.draftSaveFailed'](reason)
    case 'remove':
      return messages['bankReconciliation.draftNotRemoved'](reason)
    default:
      return during satisfies never
  }
}
