// The messages contract: `BookkitMessages` (every component's strings, type only), the provider's
// `messages` prop typed by it (a wrong key or a wrong function signature is a type error, checked
// by `tsc`, which includes test/), `englishMessages()` (every default), and `resolveMessages`,
// which ignores an override of the wrong kind at run time too (hosts writing plain JavaScript).
import { render, screen } from '@testing-library/react'
import {
  BookkeepingProvider,
  bankTransactionEditorMessages,
  englishMessages,
  generalLedgerMessages,
  invoiceListMessages,
  invoiceDetailMessages,
  manualJournalEntryFormMessages,
  notificationSettingsFormMessages,
  type BookkeepingProviderProps,
  type BookkitMessages,
} from '../../src'
import { formMessages } from '../../src/components/shared/formMessages'
import { sharedMessages } from '../../src/components/shared/messages'
import { formatCount, resolveMessages } from '../../src/format/messages'
import { useMessages } from '../../src/react'

const TABLES = [sharedMessages, formMessages, invoiceListMessages, invoiceDetailMessages, generalLedgerMessages, bankTransactionEditorMessages, manualJournalEntryFormMessages, notificationSettingsFormMessages]
const fetchToken = async () => ({ access_token: 'unused', token_type: 'Bearer', expires_in: 3600 })

describe('BookkitMessages and the provider prop (types)', () => {
  it('is every table, with each message as its table declares it', () => {
    expectTypeOf<BookkeepingProviderProps['messages']>().toEqualTypeOf<Partial<BookkitMessages> | undefined>()
    expectTypeOf<BookkitMessages['shared.retry']>().toEqualTypeOf<string>()
    expectTypeOf<BookkitMessages['shared.form.required']>().toEqualTypeOf<(field: string) => string>()
    expectTypeOf<BookkitMessages['invoiceList.title']>().toEqualTypeOf<string>()
    expectTypeOf<BookkitMessages['invoiceList.loaded']>().toEqualTypeOf<(count: string, n: number, more: boolean) => string>()
    expectTypeOf<BookkitMessages['generalLedger.exportDone']>().toEqualTypeOf<(lines: string, n: number) => string>()
    expectTypeOf<BookkitMessages['bankTransactionEditor.deleteBody']>().toEqualTypeOf<(name: string, amount: string, date: string) => string>()
    expectTypeOf<BookkitMessages['manualJournalEntryForm.unbalanced']>().toEqualTypeOf<(difference: string) => string>()
    expectTypeOf<BookkitMessages['notificationSettingsForm.saved']>().toEqualTypeOf<(preference: string, choice: string) => string>()
    expectTypeOf(englishMessages).returns.toEqualTypeOf<BookkitMessages>()
  })

  it('refuses a wrong key, a wrong signature and the wrong kind of message', () => {
    const fine: Partial<BookkitMessages> = {
      'invoiceList.title': 'Rechnungen',
      // Fewer parameters than the default is fine, as for any callback.
      'invoiceList.loaded': (count) => `${count} geladen`,
    }
    const wrongKey: Partial<BookkitMessages> = {
      // @ts-expect-error a key no component has (a typo)
      'invoiceList.titel': 'Rechnungen',
    }
    const wrongSignature: Partial<BookkitMessages> = {
      // @ts-expect-error the count arrives formatted, as a string
      'invoiceList.loaded': (count: number) => `${count.toFixed(0)} geladen`,
    }
    const functionForString: Partial<BookkitMessages> = {
      // @ts-expect-error a function where the component shows plain text
      'invoiceList.title': () => 'Rechnungen',
    }
    const stringForFunction: Partial<BookkitMessages> = {
      // @ts-expect-error plain text where the component passes values
      'shared.form.required': 'Pflichtfeld',
    }
    // @ts-expect-error the same checks on the provider's prop
    const onProvider = <BookkeepingProvider baseUrl="https://x.test" fetchToken={fetchToken} messages={{ 'generalLedger.exprot': 'CSV' }} />
    expect([fine, wrongKey, wrongSignature, functionForString, stringForFunction, onProvider]).toHaveLength(6)
  })
})

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
    renderWith({ 'invoiceList.title': 'Rechnungen', 'invoiceList.loaded': (count, n, more) => `${count} ${n === 1 ? 'Rechnung' : 'Rechnungen'} geladen${more ? ', weitere verfügbar' : ''}` })
    expect(screen.getByText('Rechnungen / 1.000 Rechnungen geladen, weitere verfügbar')).toBeInTheDocument()
  })

  it('keeps the default where a plain-JavaScript host passed the wrong kind', () => {
    renderWith({ 'invoiceList.title': (() => 'Rechnungen') as unknown as string, 'invoiceList.loaded': 'geladen' as never })
    expect(screen.getByText('Invoices / 1.000 invoices loaded, more available')).toBeInTheDocument()
  })
})
