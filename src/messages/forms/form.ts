import type { MoneyProblem } from '../../format/money'
import type { DateProblem } from '../../format/date'

/**
 * Strings of the shared form pieces (fields, attachments, locks); a host overrides any of them by key.
 * The pickers' are in picker.ts; what a form says of a save's answer, in formOutcome.ts.
 */
export const formMessages = {
  'shared.form.required': (field: string) => `${field} is required.`,
  'shared.form.moneyInvalid': (field: string, example: string) => `${field} must be an amount, such as ${example}.`,
  'shared.form.moneyTooManyDecimals': (field: string, maxDecimals: number) =>
    maxDecimals === 0 ? `${field} takes whole amounts only, without decimals.` : `${field} takes at most ${maxDecimals} decimal places.`,
  'shared.form.moneyTooLarge': (field: string) => `${field} is too large.`,
  'shared.form.dateInvalid': (field: string) => `${field} must be a real date.`,
  'shared.form.dateOutOfRange': (field: string) => `${field} must be between the years 1900 and 2199.`,
  'shared.form.dateClosed': (field: string, closingDate: string) =>
    `${field} falls in a closed period: the books are closed through ${closingDate}. Choose a later date.`,
  'shared.form.dimensionRequired': (dimension: string) => `${dimension} is required: choose a value.`,
  'shared.form.pickFile': 'Choose file…',
  'shared.form.noFile': 'No file chosen',
  'shared.form.readOnlySession': 'You have view-only access, so nothing here can be changed.',
  'shared.form.closedRecord': (closingDate: string) =>
    `This record is dated in a closed period (the books are closed through ${closingDate}), so it can't be changed or deleted.`,
  'shared.form.fixErrors': (count: number) =>
    count === 1 ? 'One field needs attention before saving.' : `${count} fields need attention before saving.`,
  'shared.form.saveFailed': 'Saving failed. Nothing was lost: everything you typed is still here. Try saving again.',
  'shared.form.outcomeUnknown': 'It is not known whether this was saved.',
  'shared.form.stillSaving': 'Still saving…',
  'shared.form.cancelSaving': 'Cancel saving',
  'shared.attachments.label': 'Attachments',
  'shared.attachments.empty': 'No attachments.',
  'shared.attachments.remove': (name: string) => `Remove ${name}`,
  'shared.attachments.addLabel': 'Attachment ID to add',
  'shared.attachments.add': 'Add attachment',
  'shared.attachments.addHint': 'The ID of a file already uploaded to the service (att_…).',
  'shared.attachments.duplicate': 'That attachment is already on the list.',
  'shared.attachments.attach': 'Attach receipt',
  'shared.attachments.dropHint': 'Or drop files here.',
  'shared.attachments.cannotAdd': 'Files are attached where this app uploads them; here they can be viewed and removed.',
  'shared.attachments.uploading': (name: string) => `Uploading ${name}`,
  'shared.attachments.cancel': (name: string) => `Cancel uploading ${name}`,
  'shared.attachments.failed': (name: string, reason: string) => `${name} was not attached: ${reason} Nothing else was lost.`,
  'shared.attachments.failedReason': 'the upload failed.',
  'shared.attachments.retry': (name: string) => `Try ${name} again`,
  'shared.attachments.dismiss': (name: string) => `Dismiss ${name}`,
  'shared.attachments.open': (name: string) => `Open ${name} (new tab)`,
}

/** The shared form strings, as a host may override them. */
export type FormMessages = typeof formMessages

/** The message for an amount the parser refused, naming the field. `example` is an amount as the user would type it. */
export function moneyProblemMessage(
  problem: MoneyProblem,
  field: string,
  maxDecimals: number,
  example: string,
  messages: FormMessages,
): string {
  switch (problem) {
    case 'empty':
      return messages['shared.form.required'](field)
    case 'invalid':
      return messages['shared.form.moneyInvalid'](field, example)
    case 'tooManyDecimals':
      return messages['shared.form.moneyTooManyDecimals'](field, maxDecimals)
    case 'tooLarge':
      return messages['shared.form.moneyTooLarge'](field)
    default:
      return problem satisfies never
  }
}

/** The message for a date the parser refused, naming the field. */
export function dateProblemMessage(problem: DateProblem, field: string, messages: FormMessages): string {
  switch (problem) {
    case 'empty':
      return messages['shared.form.required'](field)
    case 'invalid':
      return messages['shared.form.dateInvalid'](field)
    case 'outOfRange':
      return messages['shared.form.dateOutOfRange'](field)
    default:
      return problem satisfies never
  }
}
