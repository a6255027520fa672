/**
 * The review queue's transfers, loaded after its first rows are painted: finds the likely pairs of
 * money moved between the company's own accounts over the synced set (in slices, never the whole
 * set in one task), gives each side the other as its first suggestion ("Transfer to Reserve Savings
 * ••9930 (+$1,234.56 on Jun 26, 2026)"), pairs a side marked before its other side arrived once it
 * does, and opens "Pair transfers…" and "Mark as transfer…", whose dialogs load in turn when first asked for.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { isReviewed } from '../../../api/reviewStatus'
import type { BankTransaction } from '../../../api/types'
import { placeOf, type BankTransactionSet } from '../../../core/queue/bankTransactionSet'
import { transferArrivals } from '../../../core/queue/transferArrivals'
import { pairIndex, TransferPairFinder, type TransferPair } from '../../../core/queue/transferPairs'
import { formatDate } from '../../../format/date'
import { isolate, isolatedParts } from '../../../format/isolate'
import { formatMoneyChange, type MoneyFormat } from '../../../format/money'
import { formatCount } from '../../../messages/messageSet'
import { queueTransfersMessages, type QueueTransfersMessages } from '../../../messages/queue/queueTransfers'
import { useBookkeepingContext } from '../../../react/provider/context'
import { useLocaleSettings, useMessages } from '../../../react/provider/provided'
import { changeTransferMarks, useTransferMarks } from '../../../react/queue/transferMarks'
import type { PickerOption } from '../../../core/forms/optionSource'
import { pairsToOffer } from '../../../core/queue/review/pairOffers'
import type { QueueSuggestion } from '../../../core/queue/review/suggestions'
import type { QueueTransfersView } from '../queueRulesView'
import type { RowLock } from '../../../core/queue/view/rowLocks'
import { onlyCompany, setCompanies } from '../../../core/queue/view/setCounts'
import type { QueueIndex } from '../../../core/queue/view/queueIndex'
import { transferPairing } from '../../../core/queue/review/transferPairing'
import type { ReviewActionsPort } from '../../../core/queue/review/reviewActions'
import { useLatestRef } from '../../shared/hooks/useLatestRef'

const PairTransfersDialog = lazy(() => import('./PairTransfersDialog').then((module) => ({ default: module.PairTransfersDialog })))
const MarkTransferDialog = lazy(() => import('./MarkTransferDialog').then((module) => ({ default: module.MarkTransferDialog })))

export interface QueueTransfersProps {
  set: BankTransactionSet
  /** Whose marks are read, for a token that sees several companies (else the one the set names). */
  companyId: string | undefined
  /** The bank accounts the set's transactions name, with the names they go by (the queue keeps them as the set changes). */
  bankAccounts: readonly PickerOption[]
  lockOf: (transaction: BankTransaction) => RowLock | undefined
  /** Changes when what `lockOf` answers may change (the session, the closing): the pairs offered are counted again then. */
  lockKey: string
  /** The queue's index: each row as the queue holds it now. */
  index: QueueIndex
  /** The queue's save path, through which both sides of a pair are saved naming each other, or a side marked as a transfer (each one action, one undo). */
  actions: ReviewActionsPort
  /** Says something of the transfers in the queue's live region. */
  onSay: (text: string, tone: 'success' | 'danger') => void
  onView: (view: QueueTransfersView) => void
}

const NONE: readonly QueueSuggestion[] = []
const NO_PAIRS: readonly TransferPair[] = []

/** A side still to review, not paired: the rows a pair is suggested for. */
const waiting = (transaction: BankTransaction) =>
  !isReviewed(transaction.reviewStatus) && !transaction.matchingBankTransaction?.id && transaction.status !== 'DELETED'

const accountName = (transaction: BankTransaction) =>
  transaction.bankAccount?.displayName ?? transaction.bankAccount?.name ?? transaction.bankAccount?.id ?? ''

export function QueueTransfers({ set, companyId, bankAccounts, lockOf, lockKey, index, actions, onSay, onView }: QueueTransfersProps) {
  // Pairing and marking go through the queue's save path as it is when they run: batches, each row's result, one undo.
  const actionsNow = useLatestRef(actions)
  const { pair: onPair, mark: onMark } = useMemo(
    () => transferPairing(index, { apply: (...args) => actionsNow.current.apply(...args) }),
    [index, actionsNow],
  )
  const messages = useMessages(queueTransfersMessages)
  const { locale, currency } = useLocaleSettings()
  const context = useBookkeepingContext()
  const transactions = set.transactions
  const whole = set.syncing === undefined
  // The companies the records name, followed by the set's changes (a save costs its records).
  const [companies] = useState(setCompanies)
  if (!companyId) companies.followNow(set)
  const marksCompany = companyId ?? onlyCompany(companies)
  const marks = useTransferMarks(context, marksCompany)

  // Found in slices over every account's transactions, then followed by the set's changes (a save
  // pairs its buckets again); the last set's pairs serve until the new set's are found.
  const [finder] = useState(() => new TransferPairFinder())
  const [found, setFound] = useState<{ from: readonly BankTransaction[]; pairs: readonly TransferPair[] }>()
  useEffect(() => {
    const controller = new AbortController()
    finder.follow(set, controller.signal).then(
      (pairs) => setFound((last) => (last?.pairs === pairs ? last : { from: set.transactions, pairs })),
      () => {},
    )
    return () => controller.abort()
    // The set's records are what it pairs; a set with the same records (a count of a sync) is the same.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [transactions, finder])
  const pairs = found?.pairs ?? NO_PAIRS
  const byId = useMemo(() => pairIndex(pairs), [pairs])
  // What "Pair transfers…" lists and its button counts: the pairs it can pair, not every pair found.
  const offered = useMemo(
    () => pairsToOffer(pairs, waiting, (transaction) => lockOf(transaction) !== undefined),
    // `lockOf` answers anew when `lockKey` changes.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
    [pairs, lockKey],
  )
  const markOf = useMemo(() => new Map((marks ?? []).map((mark) => [mark.transactionId, mark])), [marks])
  const accounts = useMemo(() => new Map(bankAccounts.map(({ id, name }) => [id, name])), [bankAccounts])

  // A marked side whose other side has arrived is paired, once per pair; marks done with are settled.
  const sent = useRef(new Set<string>())
  useEffect(() => {
    if (!marks || marks.length === 0) return
    const { pairs: arrived, settled } = transferArrivals(marks, transactions, whole)
    const fresh = arrived.filter((pair) => !sent.current.has(`${pair.from.id}\n${pair.to.id}`))
    for (const pair of fresh) sent.current.add(`${pair.from.id}\n${pair.to.id}`)
    if (fresh.length > 0) {
      void onPair(fresh).then((saved) => {
        if (saved.length > 0) onSay(messages['queueTransfers.arrived'](formatCount(fresh.length, locale), fresh.length), 'success')
      })
    }
    if (settled.length > 0) void changeTransferMarks(context, marksCompany, { settle: settled }).catch(() => {})
    // `onPair`, `onSay` and `messages` are the queue's, asked when a mark is met.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [marks, transactions, whole, marksCompany])

  const [pairing, setPairing] = useState<readonly TransferPair[]>()
  const [marking, setMarking] = useState<BankTransaction>()

  // Each record's suggestion, made when its row is first drawn, kept for as long as the pairs.
  const suggestionsOf = useMemo(() => {
    const cache = new WeakMap<BankTransaction, readonly QueueSuggestion[]>()
    return (transaction: BankTransaction): QueueSuggestion[] => {
      const pair = byId.get(transaction.id)
      if (!pair || !waiting(transaction)) return NONE as QueueSuggestion[]
      let made = cache.get(transaction)
      if (!made) {
        const other = pair.from.id === transaction.id ? pair.to : pair.from
        // Both sides change: a side in the closed period cannot, so neither is offered.
        made = lockOf(other) ? NONE : [suggestionOf(pair, transaction, messages, { locale, currency })]
        cache.set(transaction, made)
      }
      return made as QueueSuggestion[]
    }
    // `lockOf` is the queue's, the same for as long as its closing.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [byId, messages, locale, currency])

  const view = useMemo<QueueTransfersView | undefined>(() => {
    if (!found) return undefined
    // The records the pairs were found over: one to review saved or synced since (a new object, an
    // undone pair among them) is not known not to be a transfer's side until they are found again.
    // Found by its place in them (they are in the set's order), not by a pass over them.
    const { from } = found
    const unknown = (transaction: BankTransaction) => waiting(transaction) && from[placeOf(from, transaction)] !== transaction
    return {
      suggestionsOf,
      isTransferSide: (transaction) => byId.has(transaction.id) || markOf.has(transaction.id) || unknown(transaction),
      current: marks !== undefined,
      pairs: offered,
      pair: onPair,
      openPairing: (only) => setPairing(only ?? offered),
      markTransfer: setMarking,
      waitingText: (transaction) => {
        const mark = markOf.get(transaction.id)
        if (!mark || transaction.matchingBankTransaction?.id) return undefined
        const account = isolate(accounts.get(mark.bankAccountId) ?? mark.bankAccountId)
        return messages[transaction.amount < 0 ? 'queueTransfers.waitingTo' : 'queueTransfers.waitingFrom'](account)
      },
    }
  }, [found, marks, suggestionsOf, byId, markOf, offered, accounts, messages, onPair])
  useEffect(() => {
    if (view) onView(view)
  }, [view, onView])

  const mark = async (transaction: BankTransaction, bankAccountId: string) => {
    setMarking(undefined)
    // The account first, then the transaction: a mark whose save failed waits harmlessly for a retry.
    try {
      await changeTransferMarks(context, marksCompany, {
        add: [{ transactionId: transaction.id, bankAccountId, at: new Date().toISOString() }],
      })
    } catch {
      onSay(messages['queueTransfers.markFailed'], 'danger')
      return
    }
    await onMark(transaction)
  }

  if (pairing) {
    return (
      <Suspense fallback={null}>
        <PairTransfersDialog
          pairs={pairing}
          isLocked={(pair) => lockOf(pair.from) !== undefined || lockOf(pair.to) !== undefined}
          onPair={(chosen) => {
            setPairing(undefined)
            void onPair(chosen)
          }}
          onClose={() => setPairing(undefined)}
        />
      </Suspense>
    )
  }
  if (!marking || lockOf(marking)) return null
  const own = marking.bankAccount?.id
  const company = marking.company?.id ?? ''
  return (
    <Suspense fallback={null}>
      <MarkTransferDialog
        transaction={marking}
        accounts={[...accounts.entries()]
          .filter(([id]) => id !== own && accountCompany(transactions, id) === company)
          .map(([id, name]) => ({ id, name }))}
        onMark={(bankAccountId) => void mark(marking, bankAccountId)}
        onClose={() => setMarking(undefined)}
      />
    </Suspense>
  )
}

/** The company an account's transactions name ('' when none does). */
function accountCompany(transactions: readonly BankTransaction[], bankAccountId: string): string {
  return transactions.find((transaction) => transaction.bankAccount?.id === bankAccountId)?.company?.id ?? ''
}

function suggestionOf(pair: TransferPair, row: BankTransaction, messages: QueueTransfersMessages, money: MoneyFormat): QueueSuggestion {
  const leaving = pair.from.id === row.id
  const other = leaving ? pair.to : pair.from
  const text = messages[leaving ? 'queueTransfers.to' : 'queueTransfers.from'](
    isolate(accountName(other)),
    formatMoneyChange(other.amount, money),
    formatDate(other.date ?? '', money.locale),
  )
  return {
    id: `transfer:${other.id}`,
    // Without its marks: what the suggestion is searched and told by.
    name: isolatedParts(text).join(''),
    transfer: { pair, text, forRow: (name) => messages['queueTransfers.forRow'](name), ambiguous: pair.ambiguous },
  }
}
