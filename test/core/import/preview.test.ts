import type { BankTransaction } from '../../../src/api/types'
import { balanceCheck, importTotals, previewStatement, rowsToImport, similarDescriptions } from '../../../src/core/import/preview'
import { normalizeDescription, sourceIdsOf } from '../../../src/core/import/sourceIds'
import type { StatementRow } from '../../../src/core/import/types'

const CHECKING = 'ba_checking'
const SAVINGS = 'ba_savings'

const row = (line: number, date: string, amount: number, description: string, extra: Partial<StatementRow> = {}): StatementRow => ({
  line,
  date,
  amount,
  description,
  ...extra,
})
const held = (id: string, date: string, amount: number, description: string, extra: Partial<BankTransaction> = {}): BankTransaction =>
  ({
    id,
    date,
    amount,
    description,
    bankAccount: { id: CHECKING } as BankTransaction['bankAccount'],
    status: 'ACTIVE',
    ...extra,
  }) as BankTransaction

describe('source ids', () => {
  it('are the bank’s own id scoped to the account when the row has one, else a digest that is the same for the same row of the same account in any file', () => {
    const rows = [row(2, '2026-06-01', -450, 'Blue Moon Coffee'), row(3, '2026-06-02', 120000, 'Deposit', { bankId: 'FIT-77' })]
    const [digest, bankId] = sourceIdsOf(rows, CHECKING)
    // Two accounts' statements may both carry an id (CAMT numbers entries per statement).
    expect(bankId).toMatch(/^bank1-[0-9a-f]{16}$/)
    expect(sourceIdsOf([rows[1] as StatementRow], SAVINGS)[0]).not.toBe(bankId)
    expect(digest).toMatch(/^stmt1-[0-9a-f]{16}$/)
    // The same row in another file (another line, other rows around it): the same id.
    expect(sourceIdsOf([row(9, '2026-05-30', -100, 'Other'), row(10, '2026-06-01', -450, 'Blue Moon Coffee')], CHECKING)[1]).toBe(digest)
  })

  it('tell two equal rows of one file apart by their occurrence, and an overlapping file numbers them the same', () => {
    const coffee = row(2, '2026-06-01', -450, 'Blue Moon Coffee')
    const ids = sourceIdsOf([coffee, { ...coffee, line: 3 }], CHECKING)
    expect(ids[0]).not.toBe(ids[1])
    expect(sourceIdsOf([row(1, '2026-05-31', -900, 'Flour'), coffee, { ...coffee, line: 4 }], CHECKING).slice(1)).toEqual(ids)
  })

  it('differ by account, date, amount and description, but not by case, accents, punctuation or spacing', () => {
    const [base] = sourceIdsOf([row(2, '2026-06-01', -450, 'Café  Blue-Moon')], CHECKING)
    expect(sourceIdsOf([row(2, '2026-06-01', -450, 'CAFE blue moon')], CHECKING)[0]).toBe(base)
    expect(sourceIdsOf([row(2, '2026-06-01', -450, 'Café Blue-Moon')], SAVINGS)[0]).not.toBe(base)
    expect(sourceIdsOf([row(2, '2026-06-02', -450, 'Café Blue-Moon')], CHECKING)[0]).not.toBe(base)
    expect(sourceIdsOf([row(2, '2026-06-01', 450, 'Café Blue-Moon')], CHECKING)[0]).not.toBe(base)
    expect(sourceIdsOf([row(2, '2026-06-01', -450, 'Café Blue Sun')], CHECKING)[0]).not.toBe(base)
    expect(normalizeDescription('  Müller & Söhne GmbH. ')).toBe('muller sohne gmbh')
  })

  it('leave out a bank id that is a placeholder or names two transactions of one statement: the digest with its occurrence instead', () => {
    const placeholders = ['NONREF', 'NOTPROVIDED', 'Not provided', '0', '00000', '', ' ', 'N/A', 'none', '-', '2026-06-03/NONREF']
    for (const bankId of placeholders) {
      expect(sourceIdsOf([row(2, '2026-06-01', -450, 'Coffee', { bankId })], CHECKING), JSON.stringify(bankId)).toEqual(
        sourceIdsOf([row(2, '2026-06-01', -450, 'Coffee')], CHECKING),
      )
    }
    // `0101` on two different transactions is no id; on the same transaction of another statement it is (see the repeat below).
    const shared = [
      row(2, '2026-06-01', -450, 'Coffee', { bankId: '0101' }),
      row(3, '2026-06-02', -900, 'Flour', { bankId: '0101' }),
      row(4, '2026-06-02', -300, 'Milk', { bankId: '0101', statement: 1 }),
    ]
    const ids = sourceIdsOf(shared, CHECKING)
    expect(ids.slice(0, 2)).toEqual(
      sourceIdsOf(
        shared.slice(0, 2).map((plain) => ({ ...plain, bankId: undefined })),
        CHECKING,
      ),
    )
    expect(ids[2]).toMatch(/^bank1-/)
  })

  it('are none for a row that cannot be imported', () => {
    expect(
      sourceIdsOf([{ line: 2, description: 'x', problem: { code: 'badDate', field: 'date', value: '31/02/2026' } }], CHECKING),
    ).toEqual([undefined])
  })
})

describe('the preview', () => {
  it('calls a row already imported when its id is among the account’s transactions, and only that account’s', async () => {
    const rows = [row(2, '2026-06-01', -450, 'Blue Moon Coffee'), row(3, '2026-06-03', -2500, 'Flour Mill')]
    const [coffeeId, flourId] = sourceIdsOf(rows, CHECKING)
    const transactions = [
      held('t1', '2026-06-01', -450, 'Blue Moon Coffee', { apiSourceId: coffeeId }),
      held('t2', '2026-06-03', -2500, 'Flour Mill', {
        apiSourceId: flourId,
        bankAccount: { id: SAVINGS } as BankTransaction['bankAccount'],
      }),
    ]
    const preview = await previewStatement({ rows, bankAccountId: CHECKING, transactions })
    expect(preview.rows.map((shown) => shown.state)).toEqual(['alreadyImported', 'new'])
    expect(preview.rows[0]?.match?.id).toBe('t1')
    expect(preview.counts).toMatchObject({ alreadyImported: 1, new: 1 })
  })

  it('flags a likely duplicate (same amount, within 7 days, a similar description, not from this file) and leaves it out unless ticked', async () => {
    const rows = [
      row(2, '2026-06-09', -450, 'Blue Moon Coffee'),
      row(3, '2026-06-05', -450, 'BLUE MOON COFFEE #0412'),
      row(4, '2026-06-04', -451, 'Blue Moon Coffee'),
      row(5, '2026-06-04', -450, 'Flour Mill'),
    ]
    const transactions = [held('feed1', '2026-06-01', -450, 'Sq *Blue Moon Coffee', { apiName: 'BANK_FEED', apiSourceId: 'feed-1' })]
    const preview = await previewStatement({ rows, bankAccountId: CHECKING, transactions })
    // Eight days apart is not alike (the first row would claim it otherwise); four is; another amount or another payee is not.
    expect(preview.rows.map((shown) => shown.state)).toEqual(['new', 'likelyDuplicate', 'new', 'new'])
    expect(preview.rows[1]?.match?.id).toBe('feed1')
    expect(rowsToImport(preview, new Set()).map((shown) => shown.row.line)).toEqual([2, 4, 5])
    expect(rowsToImport(preview, new Set([1])).map((shown) => shown.row.line)).toEqual([2, 3, 4, 5])
  })

  describe('with what earlier statements of the account covered', () => {
    const imported = (id: string, date: string, amount: number, description: string) =>
      held(id, date, amount, description, { apiName: 'STATEMENT_IMPORT', apiSourceId: `bank1-${id}` })
    const may = { bankAccountId: CHECKING, first: '2026-05-01', last: '2026-05-31', at: '2026-06-01T08:00:00.000Z' }

    it('calls new a row of days no earlier statement covered beside a transaction of days this file does not cover: June’s coffee of June 1 beside May’s of May 31', async () => {
      const rows = [row(2, '2026-06-01', -450, 'Blue Moon Coffee'), row(3, '2026-06-30', -2500, 'Flour Mill')]
      const transactions = [imported('may31', '2026-05-31', -450, 'Blue Moon Coffee')]
      const june = await previewStatement({ rows, bankAccountId: CHECKING, transactions, coverage: [may] })
      expect(june.rows.map((shown) => shown.state)).toEqual(['new', 'new'])
      expect(june.covers).toEqual({ first: '2026-06-01', last: '2026-06-30' })
      // Without a record of May's statement (none, another account's, April's only), the 7 days alone decide.
      for (const coverage of [[], [{ ...may, bankAccountId: SAVINGS }], [{ ...may, first: '2026-04-01', last: '2026-04-30' }]])
        expect((await previewStatement({ rows, bankAccountId: CHECKING, transactions, coverage })).rows[0]?.state).toBe('likelyDuplicate')
    })

    it('keeps the plain rule for a transaction of the bank feed or entered by hand at the month’s edge', async () => {
      const rows = [row(2, '2026-06-01', -450, 'Blue Moon Coffee'), row(3, '2026-06-01', -900, 'Flour Mill')]
      const transactions = [
        held('feed1', '2026-05-31', -450, 'Blue Moon Coffee', { apiName: 'BANK_FEED', apiSourceId: 'feed-1' }),
        held('hand1', '2026-05-30', -900, 'Flour Mill'),
      ]
      const preview = await previewStatement({ rows, bankAccountId: CHECKING, transactions, coverage: [may] })
      expect(preview.rows.map((shown) => [shown.state, shown.match?.id])).toEqual([
        ['likelyDuplicate', 'feed1'],
        ['likelyDuplicate', 'hand1'],
      ])
    })

    it('holds back a statement downloaded again with its dates four days later and new ids: each row within the earlier one’s days, or its transaction within this file’s', async () => {
      const transactions = [
        imported('flour', '2026-05-03', -2500, 'Flour Mill'),
        imported('coffee', '2026-05-29', -450, 'Blue Moon Coffee'),
      ]
      const rows = [
        row(2, '2026-05-07', -2500, 'Flour Mill', { bankId: 'NEW-1' }),
        row(3, '2026-06-02', -450, 'Blue Moon Coffee', { bankId: 'NEW-2' }),
      ]
      const preview = await previewStatement({ rows, bankAccountId: CHECKING, transactions, coverage: [may] })
      expect(preview.rows.map((shown) => [shown.state, shown.match?.id])).toEqual([
        ['likelyDuplicate', 'flour'],
        ['likelyDuplicate', 'coffee'],
      ])
      expect(rowsToImport(preview, new Set())).toEqual([])
    })
  })

  it('shadows one row of a file with one transaction at most: two equal payments against one held are one duplicate and one new', async () => {
    const rows = [row(2, '2026-06-01', -450, 'Blue Moon Coffee'), row(3, '2026-06-01', -450, 'Blue Moon Coffee')]
    const preview = await previewStatement({
      rows,
      bankAccountId: CHECKING,
      transactions: [held('feed1', '2026-06-01', -450, 'Blue Moon Coffee')],
    })
    expect(preview.rows.map((shown) => shown.state)).toEqual(['likelyDuplicate', 'new'])
  })

  it('refuses rows in the closed period and names unreadable rows invalid', async () => {
    const rows = [
      row(2, '2026-04-30', -450, 'Coffee'),
      row(3, '2026-05-01', -450, 'Coffee'),
      { line: 4, description: 'Broken', problem: { code: 'noAmount' as const, field: 'amount' as const } },
    ]
    const preview = await previewStatement({ rows, bankAccountId: CHECKING, transactions: [], closedThrough: '2026-04-30' })
    expect(preview.rows.map((shown) => shown.state)).toEqual(['closedPeriod', 'new', 'invalid'])
  })

  it('calls a row repeated when its real bank id came before for the same transaction, and imports it once; two equal rows without ids stay two', async () => {
    const coffee = row(2, '2026-06-01', -450, 'Blue Moon Coffee')
    const rows = [
      { ...coffee, bankId: 'FIT-9' },
      { ...coffee, line: 3, bankId: 'FIT-9' },
      { ...coffee, line: 4 },
      { ...coffee, line: 5 },
    ]
    const preview = await previewStatement({ rows, bankAccountId: CHECKING, transactions: [] })
    expect(preview.rows.map((shown) => shown.state)).toEqual(['new', 'repeatedInFile', 'new', 'new'])
    expect(preview.rows[1]?.first).toBe(rows[0])
    expect(rowsToImport(preview, new Set()).map((shown) => shown.row.line)).toEqual([2, 4, 5])
  })

  it('knows rows imported before ids were per account by the bank’s id as written, a placeholder excepted', async () => {
    const rows = [row(2, '2026-06-01', -450, 'Coffee', { bankId: 'FIT-9' }), row(3, '2026-06-02', -900, 'Flour', { bankId: 'NONREF' })]
    const transactions = [
      held('t1', '2026-06-01', -450, 'Coffee', { apiSourceId: 'FIT-9' }),
      held('t2', '2026-06-30', -900, 'Flour', { apiSourceId: 'NONREF' }),
    ]
    const preview = await previewStatement({ rows, bankAccountId: CHECKING, transactions })
    expect(preview.rows.map((shown) => shown.state)).toEqual(['alreadyImported', 'new'])
  })

  it('knows a batch in either form: whole when the account holds it or any of its parts, a part when it holds the whole', async () => {
    const batch = { ref: 'B-77', amount: 1000 }
    const whole = row(2, '2026-06-10', 1000, 'Collection · 2 transactions', { bankId: 'B-77', batch })
    const parts = [
      row(2, '2026-06-10', 400, 'Café Zucker', { bankId: 'B-77/1', batch: { ...batch, part: 1 } }),
      row(3, '2026-06-10', 600, 'Hotel Linde', { bankId: 'B-77/2', batch: { ...batch, part: 2 } }),
    ]
    const [partId] = sourceIdsOf(parts, CHECKING)
    const [wholeId] = sourceIdsOf([whole], CHECKING)
    expect(partId).toBe(`${wholeId}/1`)
    const statesOf = async (rows: StatementRow[], apiSourceId: string | undefined) =>
      (
        await previewStatement({
          rows,
          bankAccountId: CHECKING,
          transactions: [held('t1', '2026-06-10', 400, 'Café Zucker', { apiSourceId })],
        })
      ).rows.map((shown) => shown.state)
    expect(await statesOf([whole], partId)).toEqual(['alreadyImported'])
    expect(await statesOf(parts, wholeId)).toEqual(['alreadyImported', 'alreadyImported'])
    // Imported before ids were per account: the entry's reference as written, its parts numbered after it.
    expect(await statesOf([whole], 'B-77/2')).toEqual(['alreadyImported'])
    expect(await statesOf(parts, 'B-77')).toEqual(['alreadyImported', 'alreadyImported'])
    // Without a real reference, a batch is its date and total: the same in both forms.
    const unnamed = { amount: 1000 }
    const [digestWhole] = sourceIdsOf([{ ...whole, bankId: 'NONREF', batch: unnamed }], CHECKING)
    expect(
      sourceIdsOf(
        parts.map((part, index) => ({ ...part, bankId: `NONREF/${index + 1}`, batch: { ...unnamed, part: index + 1 } })),
        CHECKING,
      ),
    ).toEqual([`${digestWhole}/1`, `${digestWhole}/2`])
  })

  it('shows unsettled rows as not settled, never imported, and previews only the chosen statement of a file of several', async () => {
    const rows = [
      row(2, '2026-06-01', -450, 'Coffee', { unsettled: 'pending' }),
      row(3, '2026-06-01', -900, 'Flour', { statement: 0 }),
      row(4, '2026-06-02', -300, 'Card charge', { statement: 1 }),
      row(5, '2026-06-02', -20, 'Fee'),
    ]
    const preview = await previewStatement({ rows, bankAccountId: CHECKING, transactions: [], statement: 1 })
    expect(preview.rows.map((shown) => [shown.index, shown.state])).toEqual([
      [0, 'notSettled'],
      [2, 'new'],
      [3, 'new'],
    ])
    expect(preview.counts).toMatchObject({ new: 2, notSettled: 1, invalid: 0 })
    expect(rowsToImport(preview, new Set()).map((shown) => shown.index)).toEqual([2, 3])
  })

  it('stops when its signal aborts', async () => {
    const controller = new AbortController()
    const rows = Array.from({ length: 12_000 }, (_, index) => row(index + 2, '2026-06-01', -index - 1, `Row ${index}`))
    const previewing = previewStatement({ rows, bankAccountId: CHECKING, transactions: [] }, { signal: controller.signal })
    controller.abort(new DOMException('Another file', 'AbortError'))
    await expect(previewing).rejects.toThrow('Another file')
  })

  it('totals what is imported: money in and money out apart', async () => {
    const preview = await previewStatement({
      rows: [row(2, '2026-06-01', 120000, 'Deposit'), row(3, '2026-06-02', -450, 'Coffee'), row(4, '2026-06-02', -2550, 'Flour')],
      bankAccountId: CHECKING,
      transactions: [],
    })
    expect(importTotals(rowsToImport(preview, new Set()))).toEqual({ count: 3, moneyIn: 120000, moneyOut: 3000 })
  })
})

describe('descriptions alike', () => {
  it.each([
    ['Sq *Blue Moon Coffee', 'BLUE MOON COFFEE 0412', true],
    ['Flour Mill Supply', 'Blue Moon Coffee', false],
    ['', '', true],
    ['Rent', '', false],
  ])('%s ~ %s: %s', (a, b, alike) => expect(similarDescriptions(a, b)).toBe(alike))
})

describe('the balance check', () => {
  const rows = [row(2, '2026-06-01', 120000, 'Deposit'), row(3, '2026-06-02', -450, 'Coffee')]
  it('agrees when opening plus every row is the closing, and says by how much it differs otherwise', () => {
    const balances = { opening: { amount: 10000, date: '2026-05-31' }, closing: { amount: 129550, date: '2026-06-30' } }
    expect(balanceCheck({ rows, balances })).toMatchObject({ status: 'agrees', difference: 0 })
    expect(balanceCheck({ rows, balances: { ...balances, closing: { amount: 129000, date: '2026-06-30' } } })).toMatchObject({
      status: 'differs',
      difference: -550,
    })
  })
  it('cannot tell while a row is unreadable, and has only the closing from an OFX file', () => {
    expect(
      balanceCheck({
        rows: [...rows, { line: 4, description: 'x', problem: { code: 'noAmount', field: 'amount' } }],
        balances: { opening: { amount: 0, date: '2026-05-31' }, closing: { amount: 1, date: '2026-06-30' } },
      }),
    ).toEqual({ status: 'unknown', unreadable: 1 })
    expect(balanceCheck({ rows, balances: { closing: { amount: 5, date: '2026-06-30' } } })).toEqual({
      status: 'closingOnly',
      closing: 5,
      closingDate: '2026-06-30',
    })
    expect(balanceCheck({ rows })).toBeUndefined()
  })
})
