// The messages contract as types (vitest --typecheck): `BookkitMessages` (every component's
// strings), and the provider's `messages` prop typed by it, so a wrong key or a wrong function
// signature is a type error that fails a named test here.
import { BookkeepingProvider, englishMessages, type BookkeepingProviderProps, type BookkitMessages } from '../../src'

const fetchToken = async () => ({ access_token: 'unused', token_type: 'Bearer', expires_in: 3600 })

/** An override set as a host writes it inline: excess keys are checked as in a real call. */
const overrides = (messages: Partial<BookkitMessages>) => messages

describe('BookkitMessages and the provider prop (types)', () => {
  it('is every table, with each message as its table declares it', () => {
    expectTypeOf<BookkeepingProviderProps['messages']>().toEqualTypeOf<Partial<BookkitMessages> | undefined>()
    expectTypeOf<BookkitMessages['shared.retry']>().toEqualTypeOf<string>()
    expectTypeOf<BookkitMessages['shared.form.required']>().toEqualTypeOf<(field: string) => string>()
    expectTypeOf<BookkitMessages['invoiceList.title']>().toEqualTypeOf<string>()
    expectTypeOf<BookkitMessages['invoiceList.loaded']>().toEqualTypeOf<(count: string, n: number, more: boolean) => string>()
    expectTypeOf<BookkitMessages['generalLedger.exportDone']>().toEqualTypeOf<(lines: string, n: number) => string>()
    expectTypeOf<BookkitMessages['bankTransactionEditor.deleteBody']>().toEqualTypeOf<
      (name: string, amount: string, date: string) => string
    >()
    expectTypeOf<BookkitMessages['bankTransactionList.categorizeSelected']>().toEqualTypeOf<(count: string) => string>()
    expectTypeOf<BookkitMessages['manualJournalEntryForm.unbalanced']>().toEqualTypeOf<(difference: string) => string>()
    expectTypeOf<BookkitMessages['notificationSettingsForm.saved']>().toEqualTypeOf<(preference: string, choice: string) => string>()
    expectTypeOf(englishMessages).returns.toEqualTypeOf<BookkitMessages>()
  })

  it('takes a translation with fewer parameters than the default, as any callback', () => {
    expectTypeOf(overrides({ 'invoiceList.title': 'Rechnungen', 'invoiceList.loaded': (count) => `${count} geladen` })).toEqualTypeOf<
      Partial<BookkitMessages>
    >()
  })

  it('refuses a wrong key, a wrong signature and the wrong kind of message', () => {
    // @ts-expect-error a key no component has (a typo)
    overrides({ 'invoiceList.titel': 'Rechnungen' })
    // @ts-expect-error the count arrives formatted, as a string
    overrides({ 'invoiceList.loaded': (count: number) => `${count.toFixed(0)} geladen` })
    // @ts-expect-error a function where the component shows plain text
    overrides({ 'invoiceList.title': () => 'Rechnungen' })
    // @ts-expect-error plain text where the component passes values
    overrides({ 'shared.form.required': 'Pflichtfeld' })
    expectTypeOf(
      // @ts-expect-error the same checks on the provider's prop
      <BookkeepingProvider baseUrl="https://x.test" fetchToken={fetchToken} messages={{ 'generalLedger.exprot': 'CSV' }} />,
    ).not.toBeAny()
  })
})
