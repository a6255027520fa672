import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form'
import type { FieldProblem } from '../../../../core/forms/fieldProblems'

/**
 * react-hook-form's nested errors object for a flat list of problems; the first problem of a field
 * wins. The library's own path helpers build it, so `splits.1.amount` makes `splits` an array just
 * as it does for the form's values.
 */
function resolverErrors<T extends FieldValues>(problems: readonly FieldProblem[]): FieldErrors<T> {
  const errors = {}
  for (const { name, message } of problems) {
    if (get(errors, name) === undefined) set(errors, name, { type: 'validate', message })
  }
  return errors as FieldErrors<T>
}

/**
 * A form's resolver over its own checks: `validate` lists every problem of the values, with the
 * context react-hook-form passes on every run (its `context` option, read afresh each render).
 */
export function problemResolver<T extends FieldValues, C>(validate: (values: T, context: C) => FieldProblem[]): Resolver<T, C> {
  return async (values, context) => {
    const problems = context ? validate(values, context) : []
    return problems.length === 0 ? { values, errors: {} } : { values: {}, errors: resolverErrors<T>(problems) }
  }
}

/** How many fields an errors object marks, nested ones included (root errors are not fields). */
export function countFieldErrors(errors: unknown): number {
  if (typeof errors !== 'object' || errors === null) return 0
  if ('message' in errors && 'type' in errors) return 1
  return Object.entries(errors).reduce(
    (count, [key, value]) => (key === 'root' || key === 'ref' ? count : count + countFieldErrors(value)),
    0,
  )
}

/** A resolver whose checks load on its first run (see `deferredResolver`), with a way to fetch them before. */
export type DeferredResolver<T extends FieldValues, C> = Resolver<T, C> & {
  /** Starts loading the checks, once; settles when they are here. A failure is left to the next run, which tries again. */
  preload: () => Promise<void>
}

/**
 * `problemResolver` over checks loaded by `load` (an `import()` of them) the first time it runs. A
 * form in `onSubmit` mode runs its resolver first on Save, and react-hook-form awaits a resolver, so
 * the checks stay out of the form's first load. Only the pure checks load later: the resolver, and
 * react-hook-form with it, stay here. A failed load fails that Save (the form says so); the next
 * Save asks again.
 */
export function deferredResolver<T extends FieldValues, C>(
  load: () => Promise<(values: T, context: C) => FieldProblem[]>,
): DeferredResolver<T, C> {
  let loading: Promise<(values: T, context: C) => FieldProblem[]> | undefined
  const start = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
  const resolver: Resolver<T, C> = async (values, context, options) => problemResolver(await start())(values, context, options)
  return Object.assign(resolver, { preload: () => start().then(() => undefined) })
}
