import { draftOf, readReconciliationDraft } from '../../../src/core/reconcile/draft'
import { reconciliationDraftKey } from '../../../src/core/reconcile/key'

const input = {
  bankAccountId: 'bka_1',
  fields: { beginDate: '2026-06-01', endDate: '2026-06-30', opening: '100.00', closing: '1,250.5' },
  ticked: ['bt_1', 'bt_2'],
  unticked: ['bt_3'],
  statementFile: 'june.ofx',
}

describe('a worksheet saved to finish later', () => {
  it('is kept per company and account, the fields as typed, and read back as written', () => {
    expect(reconciliationDraftKey('co_1', 'bka_1')).toBe('reconciliationDraft:co_1:bka_1')
    const draft = draftOf(input, new Date('2026-06-30T16:05:00.000Z'))
    expect(draft).toMatchObject({ format: 'bookkit.reconciliationDraft', formatVersion: 1, savedAt: '2026-06-30T16:05:00.000Z' })
    expect(readReconciliationDraft(JSON.parse(JSON.stringify(draft)))).toEqual({ ok: true, draft })
    // A removed draft is stored as null: none.
    expect(readReconciliationDraft(null)).toEqual({ ok: true, draft: null })
  })

  it('is refused whole with the path of the first wrong field', () => {
    const draft = draftOf(input, new Date('2026-06-30T16:05:00.000Z'))
    const wrong = (change: (record: Record<string, unknown>) => void) => {
      const copy = structuredClone(draft) as unknown as Record<string, unknown>
      change(copy)
      return readReconciliationDraft(copy)
    }
    expect(wrong((record) => (record.format = 'other'))).toEqual({ ok: false, field: 'format' })
    expect(wrong((record) => (record.formatVersion = 2))).toEqual({ ok: false, field: 'formatVersion' })
    expect(wrong((record) => ((record.fields as Record<string, unknown>).closing = 1250.5))).toEqual({
      ok: false,
      field: 'fields.closing',
    })
    expect(wrong((record) => (record.ticked = ['bt_1', 7]))).toEqual({ ok: false, field: 'ticked' })
    expect(wrong((record) => delete record.unticked)).toEqual({ ok: false, field: 'unticked' })
    expect(wrong((record) => (record.statementFile = 3))).toEqual({ ok: false, field: 'statementFile' })
    expect(wrong((record) => (record.savedAt = 'yesterday'))).toEqual({ ok: false, field: 'savedAt' })
    expect(readReconciliationDraft([])).toEqual({ ok: false, field: 'format' })
  })
})
