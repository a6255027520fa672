import { lazyPart } from '../shared/lazyPart'

// The card's parts that load on their own, in one chunk (cardParts.ts): <OwnerQuestions> requests
// it as it mounts, beside the questions' first read, so it is here before a card shows. Until then
// the choices, the note and Send are there; the upload's state and the draft are held by the form,
// so nothing given meanwhile is lost.
const loadCardParts = () => import('./cardParts')

/** The receipt's field with its upload, progress and retry. */
export const ReceiptPart = lazyPart(loadCardParts, (module) => module.ReceiptField)

/** What someone else answered to the step on screen (another tab, another owner). */
export const AnsweredPart = lazyPart(loadCardParts, (module) => module.AnsweredElsewhere)
