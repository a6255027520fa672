import type { AccountingDimension } from '../../api/types'
import type { DimensionValueOption, OptionSource } from '../../core/forms/optionSource'

/** Where the journal entry form's pickers get their choices: lists or search functions. */
export interface ManualJournalEntryFormOptions {
  glAccounts?: OptionSource
  /** Values of every dimension; one picker per dimension. */
  dimensionValues?: OptionSource<DimensionValueOption>
  /** The dimensions to show, with their requiredness. Needed with a search function; read from a list otherwise. */
  dimensions?: readonly AccountingDimension[]
  /** Recurrence frequencies offered (an open set); the sandbox's by default. */
  frequencies?: readonly string[]
  /** Which occurrences an update of a recurring entry touches (an open set); the sandbox's by default. */
  updateTypes?: readonly string[]
}

/** The sandbox's recurrence frequencies. */
export const DEFAULT_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY', 'YEARLY'] as const
/** The sandbox's recurrence update types. */
export const DEFAULT_UPDATE_TYPES = ['FUTURE_ONLY', 'ALL'] as const
