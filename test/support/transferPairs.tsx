// The transfer dialogs as the queue shows them, for their jsdom and Chromium tests: the company's
// accounts (made up), the two sides of a transfer each as the service answers one, and the dialogs
// rendered inside a provider and a component's root.
import { render } from '@testing-library/react'
import { vi } from 'vitest'
import type { BankTransaction } from '../../src/api/types'
import type { TransferPair } from '../../src/core/queue/transferPairs'
import { BookkeepingProvider } from '../../src'
import { MarkTransferDialog, type MarkTransferDialogProps } from '../../src/components/BankTransactionList/transfers/MarkTransferDialog'
import { PairTransfersDialog, type PairTransfersDialogProps } from '../../src/components/BankTransactionList/transfers/PairTransfersDialog'

export const CHECKING = { id: 'ba_checking', name: 'Business Checking', displayName: 'Business Checking ••4821' }
export const SAVINGS = { id: 'ba_savings', name: 'Reserve Savings', displayName: 'Reserve Savings ••9930' }
export const CARD = { id: 'ba_card', name: 'Company Card', displayName: 'Company Card ••1207' }

/** One side of a transfer in `account`: `amount` minor units, negative for the side money left. */
export function side(id: string, account: typeof CHECKING, date: string, amount: number, description: string): BankTransaction {
  return { id, date, amount, description, status: 'POSTED', bankAccount: account }
}

/** A likely pair of `amount` minor units moved from `from` on `fromDate` to `to` on `toDate`. */
export function transferPair(
  n: number,
  amount: number,
  { from = CHECKING, to = SAVINGS, fromDate = '2026-06-25', toDate = '2026-06-26', ambiguous = false } = {},
): TransferPair {
  return {
    from: side(`btx_out_${n}`, from, fromDate, -amount, `ONLINE TRANSFER TO SAVINGS REF ${1000 + n}`),
    to: side(`btx_in_${n}`, to, toDate, amount, `TRANSFER FROM CHECKING REF ${1000 + n}`),
    named: 6,
    days: Math.round((Date.parse(toDate) - Date.parse(fromDate)) / 86_400_000),
    worded: 2,
    ambiguous,
    rivals: [],
  }
}

/**
 * A pair another side is as likely for: its money in, on Jun 26, could have left checking on Jun 25
 * (the pair) or on Jun 27 (its rival), both with the same words.
 */
export function ambiguousPair(n: number, amount: number): TransferPair {
  const pair = transferPair(n, amount, { ambiguous: true })
  const rival: TransferPair = {
    ...pair,
    from: side(`btx_out_${n}_rival`, CHECKING, '2026-06-27', -amount, `ONLINE TRANSFER TO SAVINGS REF ${2000 + n}`),
    ambiguous: false,
  }
  return { ...pair, rivals: [rival] }
}

const fetchToken = async () => ({ access_token: 'unused', token_type: 'Bearer', expires_in: 3600 })

/** Renders "Pair transfers" inside a provider and a component's root; `onPair` and `onClose` are spies. */
export function renderPairTransfers(props: Partial<PairTransfersDialogProps> = {}) {
  const onPair = vi.fn()
  const onClose = vi.fn()
  render(
    <BookkeepingProvider baseUrl="https://x.test" fetchToken={fetchToken}>
      <div className="bk-root">
        <PairTransfersDialog pairs={[]} onPair={onPair} onClose={onClose} {...props} />
      </div>
    </BookkeepingProvider>,
  )
  return { onPair, onClose }
}

/** Renders "Mark as transfer" inside a provider and a component's root; `onMark` and `onClose` are spies. */
export function renderMarkTransfer(props: Partial<MarkTransferDialogProps> = {}) {
  const onMark = vi.fn()
  const onClose = vi.fn()
  render(
    <BookkeepingProvider baseUrl="https://x.test" fetchToken={fetchToken}>
      <div className="bk-root">
        <MarkTransferDialog
          transaction={side('btx_out_9', CHECKING, '2026-06-25', -50000, 'ONLINE TRANSFER REF 4417')}
          accounts={[SAVINGS, CARD]}
          onMark={onMark}
          onClose={onClose}
          {...props}
        />
      </div>
    </BookkeepingProvider>,
  )
  return { onMark, onClose }
}
