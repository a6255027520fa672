import { formatDate } from '../../src/format/date'
import { formatMoney } from '../../src/format/money'

/**
 * A select control that picks a record for a story's prop: "new" (no record) first, then `records`
 * by id, each shown by `label`. Spread it into the prop's argType beside its description.
 */
export function pickableRecords<Picked extends { id: string }>(
  records: readonly Picked[],
  newLabel: string,
  label: (record: Picked) => string,
) {
  return {
    control: {
      type: 'select' as const,
      labels: Object.fromEntries([['new', newLabel], ...records.map((record) => [record.id, label(record)])]) as Record<string, string>,
    },
    options: ['new', ...records.map((record) => record.id)],
    mapping: Object.fromEntries([['new', undefined], ...records.map((record) => [record.id, record])]) as Record<
      string,
      Picked | undefined
    >,
  }
}

/** A record as the Controls panel lists it: date, name and amount in US English, marked when in the closed period. */
export function pickableLabel(date: string, name: string, amount: number, closing: string): string {
  return `${formatDate(date, 'en-US')} · ${name} · ${formatMoney(amount, { locale: 'en-US', currency: 'USD' })}${date <= closing ? ' (closed period)' : ''}`
}
