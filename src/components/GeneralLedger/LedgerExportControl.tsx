import type { GeneralLedgerListQuery } from '../../react/queries'
import { formatCount } from '../../format/messages'
import { minorDigits } from '../../format/money'
import { useLocaleSettings, useMessages } from '../../react/hooks'
import { errorMessage } from '../shared/errorMessage'
import { sharedMessages } from '../../messages/shared'
import { toLedgerCsv } from './csv'
import { downloadCsv } from './download'
import type { GeneralLedgerMessages } from '../../messages/generalLedger'
import { useLedgerExport, type LedgerExportState } from './useLedgerExport'

function statusText(state: LedgerExportState, messages: GeneralLedgerMessages, shared: typeof sharedMessages, locale: string): string {
  switch (state.status) {
    case 'idle':
      return ''
    case 'running':
      return messages['generalLedger.exportProgress'](formatCount(state.lines, locale), state.lines)
    case 'done':
      return messages['generalLedger.exportDone'](formatCount(state.lines, locale), state.lines)
    case 'cancelled':
      return messages['generalLedger.exportCancelled']
    case 'failed':
      return `${messages['generalLedger.exportFailed']} ${errorMessage(state.error, shared)}`
    default:
      return state satisfies never
  }
}

/** "Export CSV" of the whole filtered ledger, with progress, and "Cancel export" while it runs. */
export function LedgerExportControl({ glAccountId, query, fileName, beginDate, messages }: {
  glAccountId: string
  query: GeneralLedgerListQuery
  fileName: string
  beginDate: string | undefined
  messages: GeneralLedgerMessages
}) {
  const { locale, currency } = useLocaleSettings()
  const shared = useMessages(sharedMessages)
  const { state, start, cancel } = useLedgerExport(glAccountId, query)
  const running = state.status === 'running'

  const run = () =>
    void start(({ lines, beginningBalance }) => {
      const csv = toLedgerCsv(lines, beginningBalance, {
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
    })

  return (
    <div className="bk-general-ledger__export" data-state={state.status}>
      {/* One button that changes its job, so focus stays on it when an export starts or ends. */}
      <button type="button" className="bk-button" data-variant={running ? undefined : 'primary'} onClick={running ? cancel : run}>
        {running ? messages['generalLedger.exportCancel'] : messages['generalLedger.export']}
      </button>
      <p className="bk-general-ledger__export-status bk-field__hint" role="status">
        {statusText(state, messages, shared, locale)}
      </p>
    </div>
  )
}
