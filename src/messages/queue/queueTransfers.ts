/**
 * English strings of transfers in the review queue: the suggestion "Transfer to Reserve Savings
 * ••9930 (+$1,234.56 on Jun 26)", how a paired or marked row reads, and what the queue says of a
 * pairing. Their own module: they load with the queue's transfer part, after the first rows are
 * painted. A host overrides any of them through the provider's `messages`.
 */
export const queueTransfersMessages = {
  /** `account` is the other side's account (isolated); `amount` its amount, signed; `date` its date. */
  'queueTransfers.to': (account: string, amount: string, date: string) => `Transfer to ${account} (${amount} on ${date})`,
  'queueTransfers.from': (account: string, amount: string, date: string) => `Transfer from ${account} (${amount} on ${date})`,
  /** Said after a suggestion's text (not shown): the row it is for. */
  'queueTransfers.forRow': (name: string) => `for ${name}`,
  /** A marked transfer whose other side has not arrived yet: `account` isolated. */
  'queueTransfers.waitingTo': (account: string) => `Transfer to ${account}, waiting for its other side`,
  'queueTransfers.waitingFrom': (account: string) => `Transfer from ${account}, waiting for its other side`,
  /** Its other side arrived in the account it was marked to: paired by the queue. */
  'queueTransfers.arrived': (count: string, n: number) =>
    n === 1
      ? `${count} marked transfer met its other side and was paired.`
      : `${count} marked transfers met their other sides and were paired.`,
  'queueTransfers.markFailed': 'Which account the money moved to could not be kept, so nothing was changed. Try again.',
}

/** The queue's words for transfers, by key. */
export type QueueTransfersMessages = typeof queueTransfersMessages
