import type { FieldErrors, FieldValues } from 'react-hook-form'

/** A problem found by a form's own checks; `name` is the field's path (`splits.1.amount`). */
export interface FieldProblem {
  name: string
  message: string
}

/** react-hook-form's nested errors object for a flat list of problems; the first problem of a field wins. */
export function resolverErrors<T extends FieldValues>(problems: readonly FieldProblem[]): FieldErrors<T> {
  const errors: Record<string, unknown> = {}
  for (const { name, message } of problems) {
    const path = name.split('.')
    let node: Record<string, unknown> = errors
    path.forEach((segment, depth) => {
      if (depth === path.length - 1) {
        node[segment] ??= { type: 'validate', message }
        return
      }
      // A numeric next segment is an array index (a split, a journal line).
      node[segment] ??= /^\d+$/.test(path[depth + 1] ?? '') ? [] : {}
      node = node[segment] as Record<string, unknown>
    })
  }
  return errors as FieldErrors<T>
}

/** How many fields an errors object marks, nested ones included (root errors are not fields). */
export function countFieldErrors(errors: unknown): number {
  if (typeof errors !== 'object' || errors === null) return 0
  if ('message' in errors && 'type' in errors) return 1
  return Object.entries(errors).reduce((count, [key, value]) => (key === 'root' || key === 'ref' ? count : count + countFieldErrors(value)), 0)
}
