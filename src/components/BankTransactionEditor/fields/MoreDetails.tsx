import type { ReactNode } from 'react'
import { useMessages } from '../../../react/provider/provided'
import { bankTransactionEditorMessages } from '../../../messages/queue/bankTransactionEditor'
import { Disclosure } from '../../shared/form/Disclosure'

/** The editor's fields a business owner rarely needs, under "More details" unless `summary` names them otherwise. */
export function MoreDetails({ summary, ...props }: { valued: boolean; failed: boolean; summary?: string; children: ReactNode }) {
  const messages = useMessages(bankTransactionEditorMessages)
  return <Disclosure {...props} summary={summary ?? messages['bankTransactionEditor.moreDetails']} />
}
