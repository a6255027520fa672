// The messages contract at run time: `englishMessages()` (every default), and `resolveMessages`,
// which ignores an override of the wrong kind (hosts writing plain JavaScript). The types of
// `BookkitMessages` and the provider's `messages` prop: messages.test-d.tsx.
import { render, screen } from '@testing-library/react'
import { BookkeepingProvider, englishMessages, type BookkeepingProviderProps, type BookkitMessages } from '../../src'
import { bankTransactionEditorMessages } from '../../src/messages/bankTransactionEditor'
import { bankTransactionListMessages } from '../../src/messages/bankTransactionList'
import { bankTransactionListDialogMessages } from '../../src/messages/bankTransactionListDialogs'
import { queueRulesMessages } from '../../src/messages/queueRules'
import { findMatchMessages } from '../../src/messages/findMatch'
import { transferPairsMessages } from '../../src/messages/transferPairs'
import { queueMatchesMessages } from '../../src/messages/queueMatches'
import { queueTransfersMessages } from '../../src/messages/queueTransfers'
import { bankTransactionDeleteMessages } from '../../src/messages/bankTransactionDelete'
import { reconciledChangesMessages } from '../../src/messages/reconciledChanges'
import { signedOffChangesMessages } from '../../src/messages/signedOffChanges'
import { changeConfirmMessages } from '../../src/messages/changeConfirm'
import { generalLedgerMessages } from '../../src/messages/generalLedger'
import { invoiceDetailMessages } from '../../src/messages/invoiceDetail'
import { invoiceListMessages } from '../../src/messages/invoiceList'
import { manualJournalEntryFormMessages } from '../../src/messages/manualJournalEntryForm'
import { notificationSettingsFormMessages } from '../../src/messages/notificationSettingsForm'
import { formMessages } from '../../src/messages/form'
import { pickerMessages } from '../../src/messages/picker'
import { settleHoldMessages } from '../../src/messages/settleHold'
import { sharedMessages } from '../../src/messages/shared'
import { gridMessages } from '../../src/messages/grid'
import { chartMessages } from '../../src/messages/charts'
import { booksOverviewMessages } from '../../src/messages/booksOverview'
import { receivablesAgingMessages } from '../../src/messages/receivablesAging'
import { profitAndLossMessages } from '../../src/messages/profitAndLoss'
import { balanceSheetMessages } from '../../src/messages/balanceSheet'
import { cashFlowStatementMessages } from '../../src/messages/cashFlowStatement'
import { monthEndCloseMessages } from '../../src/messages/monthEndClose'
import { trialBalanceMessages } from '../../src/messages/trialBalance'
import { bankStatementImportMessages } from '../../src/messages/bankStatementImport'
import { bankStatementImportStepMessages } from '../../src/messages/bankStatementImportSteps'
import { categorizationRulesMessages } from '../../src/messages/categorizationRules'
import { categorizationRuleFormMessages } from '../../src/messages/categorizationRuleForm'
import { reconciliationHistoryMessages } from '../../src/messages/reconciliationHistory'
import { bankReconciliationMessages } from '../../src/messages/bankReconciliation'
import { bankReconciliationPartMessages } from '../../src/messages/bankReconciliationParts'
import { formatCount, resolveMessages } from '../../src/messages/messageSet'
import { useMessages } from '../../src/react/provided'

const TABLES = [
  sharedMessages,
  gridMessages,
  formMessages,
  pickerMessages,
  settleHoldMessages,
  invoiceListMessages,
  invoiceDetailMessages,
  generalLedgerMessages,
  bankTransactionEditorMessages,
  bankTransactionListMessages,
  bankTransactionListDialogMessages,
  queueRulesMessages,
  findMatchMessages,
  transferPairsMessages,
  queueMatchesMessages,
  queueTransfersMessages,
  bankTransactionDeleteMessages,
  reconciledChangesMessages,
  signedOffChangesMessages,
  changeConfirmMessages,
  manualJournalEntryFormMessages,
  notificationSettingsFormMessages,
  chartMessages,
  receivablesAgingMessages,
  booksOverviewMessages,
  profitAndLossMessages,
  balanceSheetMessages,
  cashFlowStatementMessages,
  monthEndCloseMessages,
  trialBalanceMessages,
  bankStatementImportMessages,
  bankStatementImportStepMessages,
  categorizationRulesMessages,
  categorizationRuleFormMessages,
  reconciliationHistoryMessages,
  bankReconciliationMessages,
  bankReconciliationPartMessages,
]
const fetchToken = async () => ({ access_token: 'unused', token_type: 'Bearer', expires_in: 3600 })

describe('englishMessages()', () => {
  it('holds every default of every table, exactly, and no key twice across tables', () => {
    const all = englishMessages()
    const keys = TABLES.flatMap((table) => Object.keys(table))
    expect(new Set(keys).size).toBe(keys.length)
    expect(Object.keys(all).sort()).toEqual([...keys].sort())
    for (const table of TABLES) for (const [key, value] of Object.entries(table)) expect(all[key as keyof BookkitMessages]).toBe(value)
  })

  it('returns a new object each call, so a partner may change it freely', () => {
    const first = englishMessages()
    ;(first as Record<string, unknown>)['invoiceList.title'] = 'Rechnungen'
    expect(englishMessages()['invoiceList.title']).toBe('Invoices')
    expect(invoiceListMessages['invoiceList.title']).toBe('Invoices')
  })

  it('is a complete override set: passed whole, every component reads the same strings', () => {
    expect(resolveMessages(invoiceListMessages, englishMessages())).toEqual(invoiceListMessages)
  })
})

describe('resolveMessages', () => {
  const defaults = { 'x.title': 'Title', 'x.count': (count: string) => `${count} items` }

  it('lays overrides of the same kind over the defaults', () => {
    const resolved = resolveMessages(defaults, { 'x.title': 'Titel', 'x.count': (count: string) => `${count} Stück` })
    expect(resolved['x.title']).toBe('Titel')
    expect(resolved['x.count']('3')).toBe('3 Stück')
  })

  it('ignores an override of the wrong kind (string for function or function for string), unknown keys and undefined', () => {
    const resolved = resolveMessages(defaults, { 'x.title': () => 'nope', 'x.count': 'nope', 'x.other': 'nope', 'x.missing': undefined })
    expect(resolved).toBe(defaults)
    expect(resolveMessages(defaults, undefined)).toBe(defaults)
  })
})

describe('formatCount', () => {
  it('formats counts in the locale given, never a fixed one', () => {
    expect(formatCount(1234567, 'en-US')).toBe('1,234,567')
    expect(formatCount(1234567, 'de-DE')).toBe('1.234.567')
    expect(formatCount(100, 'ar-EG')).toBe('١٠٠')
  })
})

describe('the provider’s messages at run time', () => {
  function Probe() {
    const messages = useMessages(invoiceListMessages)
    return (
      <p>
        {messages['invoiceList.title']} / {messages['invoiceList.loaded']('1.000', 1000, true)}
      </p>
    )
  }
  const renderWith = (messages: BookkeepingProviderProps['messages']) =>
    render(
      <BookkeepingProvider baseUrl="https://x.test" fetchToken={fetchToken} messages={messages}>
        <Probe />
      </BookkeepingProvider>,
    )

  it('overrides a string and a function message by key', () => {
    renderWith({
      'invoiceList.title': 'Rechnungen',
      'invoiceList.loaded': (count, n, more) =>
        `${count} ${n === 1 ? 'Rechnung' : 'Rechnungen'} geladen${more ? ', weitere verfügbar' : ''}`,
    })
    expect(screen.getByText('Rechnungen / 1.000 Rechnungen geladen, weitere verfügbar')).toBeInTheDocument()
  })

  it('keeps the default where a plain-JavaScript host passed the wrong kind', () => {
    renderWith({ 'invoiceList.title': (() => 'Rechnungen') as unknown as string, 'invoiceList.loaded': 'geladen' as never })
    expect(screen.getByText('Invoices / 1.000 invoices loaded, more available')).toBeInTheDocument()
  })
})
