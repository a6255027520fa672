// The messages contract at run time: `englishMessages()` (every default), and `resolveMessages`,
// which ignores an override of the wrong kind (hosts writing plain JavaScript). The types of
// `BookkitMessages` and the provider's `messages` prop: messages.test-d.tsx.
import { render, screen } from '@testing-library/react'
import { BookkeepingProvider, englishMessages, type BookkeepingProviderProps, type BookkitMessages } from '../../src'
import { bankTransactionEditorMessages } from '../../src/messages/queue/bankTransactionEditor'
import { bankTransactionEditorDetailMessages } from '../../src/messages/queue/bankTransactionEditorDetails'
import { bankTransactionListMessages } from '../../src/messages/queue/bankTransactionList'
import { bankTransactionListDialogMessages } from '../../src/messages/queue/bankTransactionListDialogs'
import { queueRulesMessages } from '../../src/messages/queue/queueRules'
import { findMatchMessages } from '../../src/messages/queue/findMatch'
import { transferPairsMessages } from '../../src/messages/queue/transferPairs'
import { queueMatchesMessages } from '../../src/messages/queue/queueMatches'
import { queueTransfersMessages } from '../../src/messages/queue/queueTransfers'
import { queueAnswersMessages } from '../../src/messages/queue/queueAnswers'
import { bankTransactionDeleteMessages } from '../../src/messages/queue/bankTransactionDelete'
import { reconciledChangesMessages } from '../../src/messages/queue/reconciledChanges'
import { signedOffChangesMessages } from '../../src/messages/queue/signedOffChanges'
import { changeConfirmMessages } from '../../src/messages/queue/changeConfirm'
import { generalLedgerMessages } from '../../src/messages/statements/generalLedger'
import { invoiceDetailMessages } from '../../src/messages/forms/invoiceDetail'
import { invoiceListMessages } from '../../src/messages/forms/invoiceList'
import { manualJournalEntryFormMessages } from '../../src/messages/forms/manualJournalEntryForm'
import { notificationSettingsFormMessages } from '../../src/messages/forms/notificationSettingsForm'
import { formMessages } from '../../src/messages/forms/form'
import { formOutcomeMessages } from '../../src/messages/forms/formOutcome'
import { pickerMessages } from '../../src/messages/forms/picker'
import { settleHoldMessages } from '../../src/messages/queue/settleHold'
import { sharedMessages } from '../../src/messages/shared'
import { gridMessages } from '../../src/messages/grid'
import { chartMessages } from '../../src/messages/statements/charts'
import { booksOverviewMessages } from '../../src/messages/statements/booksOverview'
import { receivablesAgingMessages } from '../../src/messages/statements/receivablesAging'
import { profitAndLossMessages } from '../../src/messages/statements/profitAndLoss'
import { profitAndLossByDimensionMessages } from '../../src/messages/statements/profitAndLossByDimension'
import { balanceSheetMessages } from '../../src/messages/statements/balanceSheet'
import { cashFlowStatementMessages } from '../../src/messages/statements/cashFlowStatement'
import { monthEndCloseMessages } from '../../src/messages/statements/monthEndClose'
import { trialBalanceMessages } from '../../src/messages/statements/trialBalance'
import { bankStatementImportMessages } from '../../src/messages/forms/bankStatementImport'
import { bankStatementImportStepMessages } from '../../src/messages/forms/bankStatementImportSteps'
import { categorizationRulesMessages } from '../../src/messages/forms/categorizationRules'
import { categorizationRuleFormMessages } from '../../src/messages/forms/categorizationRuleForm'
import { reconciliationHistoryMessages } from '../../src/messages/reconcile/reconciliationHistory'
import { bankReconciliationMessages } from '../../src/messages/reconcile/bankReconciliation'
import { bankReconciliationPartMessages } from '../../src/messages/reconcile/bankReconciliationParts'
import { ownerQuestionsMessages } from '../../src/messages/questions/ownerQuestions'
import { formatCount, resolveMessages } from '../../src/messages/messageSet'
import { useMessages } from '../../src/react/provider/provided'

const TABLES = [
  sharedMessages,
  gridMessages,
  formMessages,
  formOutcomeMessages,
  pickerMessages,
  settleHoldMessages,
  invoiceListMessages,
  invoiceDetailMessages,
  generalLedgerMessages,
  bankTransactionEditorMessages,
  bankTransactionEditorDetailMessages,
  bankTransactionListMessages,
  bankTransactionListDialogMessages,
  queueRulesMessages,
  findMatchMessages,
  transferPairsMessages,
  queueMatchesMessages,
  queueTransfersMessages,
  queueAnswersMessages,
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
  profitAndLossByDimensionMessages,
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
  ownerQuestionsMessages,
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
