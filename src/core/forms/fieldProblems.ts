// Where an editor's problems land: its own checks name a field, the service's errors name a param.

/** A problem found by a form's own checks; `name` is the field's path (`splits.1.amount`). */
export interface FieldProblem {
  name: string
  message: string
}

/** Where a service error lands: on a field, on a section of the form (its root error), or in the form's alert. */
export type ServiceErrorTarget<Section extends string> =
  | { kind: 'field'; name: string }
  | { kind: 'section'; section: Section }
  | { kind: 'form' }

/** A service error's `param` (`children[1].categoryId`, `tax.paymentInfo.year`) as path segments. */
export function paramPath(param: string): string[] {
  return param.replace(/\[(\d+)\]/g, '.$1').split('.')
}
