/**
 * What an editor's form says of a save's answer: refused, saved after a check or without its record,
 * or not known. Their own module: they load with what becomes of the answer (before anything is
 * sent), not with the form. A host overrides any of them through the provider's `messages`.
 */
export const formOutcomeMessages = {
  'shared.form.serverRefused': 'The bookkeeping service did not save this. Nothing was lost: fix what it points out and save again.',
  'shared.form.savedWithoutRecord': 'The service confirmed it without sending the saved record back.',
  'shared.form.outcomeWillBeChecked':
    'Nothing you typed was lost. Saving again first checks whether it was saved, so it is never booked twice.',
  'shared.form.savedAfterCheck': 'The service did not answer clearly at first; a check found it saved.',
  'shared.form.saveAgain': 'Save again',
  'shared.form.alreadySaved': 'It was saved the first time: the bookkeeping service already holds it.',
}

/** What an editor's form says of a save's answer, as a host may override it. */
export type FormOutcomeMessages = typeof formOutcomeMessages
