import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'
import type { ErrorItem } from '../../../../api/types'
import type { ServiceErrorTarget } from '../../../../core/forms/fieldProblems'

/**
 * Puts the service's errors about one item where the user can fix them: each on its field (the first
 * such field takes focus) or on a section, via `targetOf` (the form's map of an error's `param`).
 * Returns the messages that belong to no place in the form, for its alert.
 */
export function placeServiceErrors<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  errors: readonly ErrorItem[],
  targetOf: (param: string | undefined) => ServiceErrorTarget<string>,
): string[] {
  const details: string[] = []
  let focused = false
  for (const error of errors) {
    const target = targetOf(error.param)
    switch (target.kind) {
      case 'field':
        form.setError(target.name as FieldPath<Values>, { type: 'server', message: error.message }, { shouldFocus: !focused })
        focused = true
        break
      case 'section':
        form.setError(`root.${target.section}`, { type: 'server', message: error.message })
        break
      case 'form':
        details.push(error.message)
        break
      default:
        target satisfies never
    }
  }
  return details
}
