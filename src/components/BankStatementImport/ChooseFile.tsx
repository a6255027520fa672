import { useEffect, useId, useRef, useState, type DragEvent } from 'react'
import type { BankStatementImportMessages } from '../../messages/forms/bankStatementImport'
import type { PickerOption } from '../../core/forms/optionSource'
import { Heading } from '../shared/root/heading'
import { IsolatedText } from '../shared/text/SentenceWithName'
import { FilePicker } from '../shared/form/FilePicker'

export interface ChooseFileProps {
  messages: BankStatementImportMessages
  /** The accounts to choose from; absent when the host gave one account. */
  bankAccounts: readonly PickerOption[] | undefined
  bankAccountId: string | undefined
  onChooseAccount: (id: string) => void
  onChooseFile: (file: File) => void
  /** The name of the file being read or imported, said beside the input (a browser's own input says "No file chosen" once it is reset to take the same file again). */
  fileName: string | undefined
  /** Said under the input while a file is read, or why it could not be; the file's name in it marked by `isolate()`. */
  status: string | undefined
  /** Take the focus to the file input when shown (back from an import, to choose another file). */
  focusFile: boolean
}

/**
 * The first step: the account, then the file, in the shared file picker (a button with the chosen
 * file's name beside it); the zone around it also takes a dropped file, and says so while one is
 * dragged over.
 */
export function ChooseFile({
  messages,
  bankAccounts,
  bankAccountId,
  onChooseAccount,
  onChooseFile,
  fileName,
  status,
  focusFile,
}: ChooseFileProps) {
  const accountId = useId()
  const fileId = useId()
  const hintId = useId()
  const [dragging, setDragging] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (focusFile) input.current?.focus()
  }, [focusFile])
  const noAccount = bankAccountId === undefined
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    const file = event.dataTransfer.files[0]
    if (file && !noAccount) onChooseFile(file)
  }
  return (
    <section className="bk-import__step" data-step="choose" aria-labelledby={`${fileId}-title`}>
      <Heading below={1} id={`${fileId}-title`} className="bk-import__step-title">
        {messages['statementImport.step.choose']}
      </Heading>
      {bankAccounts && (
        <div className="bk-field">
          <label className="bk-field__label" htmlFor={accountId}>
            {messages['statementImport.account']}
          </label>
          <select
            id={accountId}
            className="bk-select"
            value={bankAccountId ?? ''}
            onChange={(event) => onChooseAccount(event.target.value)}
          >
            <option value="" disabled>
              {messages['statementImport.chooseAccount']}
            </option>
            {bankAccounts.map((account) => (
              <option key={account.id} value={account.id}>
                {account.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div
        className="bk-import__drop"
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <label className="bk-field__label" htmlFor={fileId}>
          {messages['statementImport.file']}
        </label>
        <FilePicker
          ref={input}
          id={fileId}
          accept=".csv,.tsv,.txt,.ofx,.qfx,.qbo,.qif,.xml,text/csv,text/tab-separated-values,application/x-ofx,application/xml,text/xml"
          fileName={fileName}
          pickLabel={messages['statementImport.pickFile']}
          noFileLabel={messages['statementImport.noFile']}
          describedBy={hintId}
          disabled={noAccount}
          onChoose={onChooseFile}
        />
        <p id={hintId} className="bk-field__hint">
          {noAccount
            ? messages['statementImport.chooseAccountFirst']
            : dragging
              ? messages['statementImport.dropHere']
              : messages['statementImport.fileHint']}
        </p>
      </div>
      <p className="bk-import__status" role="status">
        {status && <IsolatedText text={status} />}
      </p>
    </section>
  )
}
