/**
 * Strings of the searching pickers (a category, a vendor, a GL account…), in forms and in the review
 * queue's rows; a host overrides any of them by key. Their own module: the queue's rows use a picker
 * without carrying every form string.
 */
export const pickerMessages = {
  'shared.picker.none': 'None',
  'shared.picker.choices': (field: string) => `${field}: choices`,
  'shared.picker.searching': 'Searching…',
  'shared.picker.noMatches': 'No matches.',
  'shared.picker.searchFailed': 'The search failed. Type again to retry.',
  'shared.picker.resultCount': (count: number) => (count === 1 ? '1 result.' : `${count} results.`),
}

export type PickerMessages = typeof pickerMessages
