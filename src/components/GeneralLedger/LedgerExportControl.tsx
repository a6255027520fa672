import type { GeneralLedgerListQuery } from '../../react/query/queries'
import { formatDate } from '../../format/date'
import { formatCount } from '../../messages/messageSet'
import { minorDigits } from '../../format/money'
import {
  useDeliveredLedgerExport,
  type GeneralLedgerExport,
  type GeneralLedgerExportState,
} from '../../react/statements/generalLedgerExport'
import { useMessages, useLocaleSettings } from '../../react/provider/provided'
import { errorMessage } from '../shared/text/errorMessage'
import { sharedMessages } from '../../messages/shared'
import { toLedgerCsv } from './csv'
import { downloadCsv } from '../shared/files/download'
import { AMOUNT_COLUMN, UnreadableLedgerAmountError } from './ledgerLine'
import type { GeneralLedgerMessages } from '../../messages/statements/generalLedger'

function statusText(
  state: GeneralLedgerExportState,
  messages: GeneralLedgerMessages,
  shared: typeof sharedMessages,
  locale: string,
): string {
  const lines = formatCount(state.linesWalked, locale)
  switch (state.status) {
    case 'idle':
      return ''
    case 'running':
      return state.retrying
        ? messages['generalLedger.exportRetrying'](lines, state.linesWalked)
        : messages['generalLedger.exportProgress'](lines, state.linesWalked)
    case 'done':
      return messages['generalLedger.exportDone'](lines, state.linesWalked)
    case 'cancelled':
      return messages['generalLedger.exportCancelled']
    case 'failed':
      if (state.error instanceof UnreadableLedgerAmountError) {
        const { lineNumber, date, amount } = state.error
        return messages['generalLedger.exportUnreadable'](
          formatCount(lineNumber, locale),
          formatDate(date, locale),
          messages[AMOUNT_COLUMN[amount]],
        )
      }
      // A lasting outage says how far the walk got, since "Resume export" goes on from there.
      return state.resumable
        ? `${messages['generalLedger.exportStopped'](lines, state.linesWalked)} ${errorMessage(state.error, shared)}`
        : `${messages['generalLedger.exportFailed']} ${errorMessage(state.error, shared)}`
    default:
      return state satisfies never
  }
}

/**
 * "Export CSV" of the whole filtered ledger, with progress, "Cancel export" while it runs, and
 * "Resume export" after a lasting failure, which goes on from the page that failed.
 */
export function LedgerExportControl({
  glAccountId,
  query,
  fileName,
  beginDate,
  messages,
}: {
  glAccountId: string
  query: GeneralLedgerListQuery
  fileName: string
  beginDate: string | undefined
  messages: GeneralLedgerMessages
}) {
  const { locale, currency } = useLocaleSettings()
  const shared = useMessages(sharedMessages)
  // Inside the export's walk, so a line the CSV cannot read (or a browser that refuses the file)
  // fails the export on screen, and "Exported" is said only once the file was handed over.
  const download = (result: GeneralLedgerExport) => {
    const csv = toLedgerCsv(result.lines, result.beginningBalance, {
      digits: minorDigits({ locale, currency }),
      headers: {
        date: messages['generalLedger.column.date'],
        description: messages['generalLedger.column.description'],
        debit: messages['generalLedger.column.debit'],
        credit: messages['generalLedger.column.credit'],
        runningBalance: messages['generalLedger.column.runningBalance'],
      },
      beginningBalanceLabel: messages['generalLedger.beginningBalance'],
      ...(beginDate ? { beginDate } : {}),
    })
    downloadCsv(csv, fileName)
  }
  const { state, start, resume, cancel } = useDeliveredLedgerExport(glAccountId, query, { deliver: download })
  const running = state.status === 'running'
  const resumable = state.status === 'failed' && state.resumable

  return (
    <div className="bk-general-ledger__export" data-state={state.status}>
      {/* One button that changes its job, so focus stays on it when an export starts or ends. */}
      <button
        type="button"
        className="bk-button"
        data-variant={running ? undefined : 'primary'}
        onClick={running ? cancel : () => void (resumable ? resume() : start())}
      >
        {running
          ? messages['generalLedger.exportCancel']
          : resumable
            ? messages['generalLedger.exportResume']
            : messages['generalLedger.export']}
      </button>
      {/* Progress is a status; a failure is an alert, added with its text as the lists' error states are. */}
      <p className="bk-general-ledger__export-status bk-field__hint" role="status">
        {state.status === 'failed' ? '' : statusText(state, messages, shared, locale)}
      </p>
      {state.status === 'failed' && (
        <p className="bk-general-ledger__export-status" role="alert">
          {statusText(state, messages, shared, locale)}
        </p>
      )}
    </div>
  )
}
