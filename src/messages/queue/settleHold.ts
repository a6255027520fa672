/**
 * Strings of a save held while its first attempt may still land (README decision 20), in the
 * editors and the review queue; a host overrides any of them by key. Their own module: the queue
 * shows a hold without carrying every form string.
 */
export const settleHoldMessages = {
  'shared.hold.checkingFirstSave': 'Checking whether the first save arrived…',
  'shared.hold.firstSaveMayArrive': 'The first save may still arrive, so it is not sent again yet.',
  'shared.hold.timeLeft': (time: string) => `${time} left.`,
  'shared.hold.saveAnyway': 'Save anyway',
  'shared.hold.anywayBookedTwice': 'If the first save still arrives, this will be booked twice.',
  'shared.hold.anywayOverwrites': 'If the first save still arrives, it may overwrite this change.',
}

export type SettleHoldMessages = typeof settleHoldMessages
