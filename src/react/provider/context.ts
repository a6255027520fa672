import { createContext, useContext } from 'react'
import type { MessageOverrides } from '../../messages/messageSet'
import type { BankTotals } from '../../core/queue/bankTotals'
import type { EmitEvent } from '../../core/store/events'
import type { StorageOwner } from '../../core/store/browserStorage'
import type { SessionGridLayouts } from './gridLayouts'
import type { BooksPort } from '../../core/store/port'
import type { SessionWrites } from './session'
import type { UploadAttachment } from './upload'

/** What one `BookkeepingProvider` gives the hooks and components below it: the core's port (`BooksPort`) and the session's own. */
export interface BookkeepingContextValue extends BooksPort {
  /** The session's own bank-transaction writes. */
  writes: SessionWrites
  /** The session's per-day sums of its synced sets, shared by every chart (see `useBankChartSet`). */
  bankTotals: Map<string, BankTotals>
  /** The columns the session's user chose for each list. */
  gridLayouts: SessionGridLayouts
  locale: string
  currency: string
  messages: MessageOverrides | undefined
  /** The host's upload of attachments (the provider's `onUploadAttachment`). */
  uploadAttachment?: UploadAttachment
  /** Whose records this browser's storage keeps, without a host `store`: the session's user. */
  owner: StorageOwner
}

export const BookkeepingContext = createContext<BookkeepingContextValue | null>(null)

/** The nearest provider's context; throws a clear error outside one. */
export function useBookkeepingContext(): BookkeepingContextValue {
  const value = useContext(BookkeepingContext)
  if (!value) throw new Error('bookkit: this component or hook must be rendered inside <BookkeepingProvider>.')
  return value
}

const ignore: EmitEvent = () => {}

/** The nearest provider's event sink: components call it after the service has stored what the user did. */
export function useEmitEvent(): EmitEvent {
  return useContext(BookkeepingContext)?.emit ?? ignore
}
