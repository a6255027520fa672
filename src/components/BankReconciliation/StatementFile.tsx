import { useId, useRef, useState } from 'react'
import { isolate } from '../../format/isolate'
import type { BankStatementReading } from '../../core/import/types'
import { bankReconciliationPartMessages } from '../../messages/reconcile/bankReconciliationParts'
import { formatCount } from '../../messages/messageSet'
import { useImportsWhenIdle } from '../../react/provider/idle'
import { useLocaleSettings, useMessages } from '../../react/provider/provided'
import { IsolatedText } from '../shared/text/SentenceWithName'
import { FilePicker } from '../shared/form/FilePicker'

// The readers (OFX, CAMT, CSV with papaparse) load in idle time after this button, not with the worksheet.
const loadReader = () => import('../../core/import/readBankStatement')
const LOADS = [loadReader]

/**
 * "Read a statement file": the statement's rows tick what they are, and its closing balance fills
 * the fields. The file stays in the browser; nothing is imported. Loaded in idle time after the
 * worksheet paints.
 */
export function StatementFile({ onRead }: { onRead: (reading: BankStatementReading) => void }) {
  const messages = useMessages(bankReconciliationPartMessages)
  const { locale, currency } = useLocaleSettings()
  const id = useId()
  const [status, setStatus] = useState<string>()
  const [fileName, setFileName] = useState<string>()
  const reading = useRef(0)
  useImportsWhenIdle(LOADS)
  const read = async (file: File) => {
    const attempt = ++reading.current
    setFileName(file.name)
    // Isolated: the file's name is the user's, said in sentences of ours.
    const name = isolate(file.name)
    setStatus(messages['bankReconciliation.reading'](name))
    try {
      const { readBankStatement } = await loadReader()
      const result = await readBankStatement(file, { currency })
      if (attempt !== reading.current) return
      if (result.problem) return setStatus(messages['bankReconciliation.readFailed'](name))
      setStatus(messages['bankReconciliation.fileRead'](name, formatCount(result.rows.length, locale), result.rows.length))
      onRead(result)
    } catch {
      if (attempt === reading.current) setStatus(messages['bankReconciliation.readFailed'](name))
    }
  }
  return (
    <div className="bk-reconcile__file">
      <label htmlFor={id} className="bk-field__label">
        {messages['bankReconciliation.readFile']}
      </label>
      <FilePicker id={id} accept=".ofx,.qfx,.xml,.csv,.txt" fileName={fileName} onChoose={(file) => void read(file)} />
      <p className="bk-field__hint" role="status">
        {status && <IsolatedText text={status} />}
      </p>
    </div>
  )
}
