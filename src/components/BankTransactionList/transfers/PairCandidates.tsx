import type { TransferPair } from '../../../core/queue/transferPairs'
import type { MoneyFormat } from '../../../format/money'
import type { TransferPairsMessages } from '../../../messages/queue/transferPairs'
import { ClampedText, Money } from '../../shared/cells'
import { IsolatedText } from '../../shared/text/SentenceWithName'
import { pairKey } from '../../../core/queue/pairSelection'
import { datesText, descriptionOf, routeText } from './pairText'

/** Props of an ambiguous pair's candidates. */
export interface PairCandidatesProps {
  /** The radio group's name, unique on the page. */
  name: string
  /** The pair and its rivals, as likely as one another. */
  candidates: readonly TransferPair[]
  chosen: TransferPair
  messages: TransferPairsMessages
  format: MoneyFormat
  onPick: (candidate: TransferPair) => void
}

/**
 * The pairs as likely as one another, every other side shown with its dates, accounts, both
 * descriptions and the amount: the user picks the one to pair (a radio group, one tab stop, the
 * arrows move within it as a native group does), never the list for them.
 */
export function PairCandidates({ name, candidates, chosen, messages, format, onPick }: PairCandidatesProps) {
  return (
    <fieldset className="bk-pair-transfers__candidates">
      <legend>{messages['transferPairs.candidates']}</legend>
      {candidates.map((candidate) => (
        <label key={pairKey(candidate)} className="bk-pair-transfers__candidate">
          <input type="radio" name={name} checked={candidate === chosen} onChange={() => onPick(candidate)} />
          <span className="bk-pair-transfers__candidate-dates">{datesText(candidate, messages, format)}</span>
          <span className="bk-pair-transfers__candidate-accounts">
            <IsolatedText text={routeText(candidate, messages)} />
          </span>
          <span className="bk-pair-transfers__descriptions">
            <ClampedText text={descriptionOf(candidate.from, messages)} />
            <ClampedText text={descriptionOf(candidate.to, messages)} />
          </span>
          <Money minor={candidate.to.amount} />
        </label>
      ))}
    </fieldset>
  )
}
