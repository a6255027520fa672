// deferredResolver: a form's checks loaded on the first Save (or preloaded before), once; a failed
// load fails that run and the next run asks again.
import { describe, expect, it, vi } from 'vitest'
import type { ResolverOptions } from 'react-hook-form'
import type { FieldProblem } from '../../../src/core/forms/fieldProblems'
import { deferredResolver } from '../../../src/components/shared/form/errors/resolverErrors'

type Values = { amount: string }
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>
/** The checks a form would load: an empty amount is a problem. */
const checks = (values: Values): FieldProblem[] => (values.amount === '' ? [{ name: 'amount', message: 'Amount is required.' }] : [])

describe('deferredResolver', () => {
  it('loads the checks on its first run, once, and answers with their problems', async () => {
    const load = vi.fn(() => Promise.resolve(checks))
    const resolver = deferredResolver<Values, object>(load)
    expect(load).not.toHaveBeenCalled()
    expect(await resolver({ amount: '' }, {}, options)).toEqual({
      values: {},
      errors: { amount: { type: 'validate', message: 'Amount is required.' } },
    })
    expect(await resolver({ amount: '12.00' }, {}, options)).toEqual({ values: { amount: '12.00' }, errors: {} })
    await resolver.preload()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('fails the run whose load failed, and loads again on the next one', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(checks)
    const resolver = deferredResolver<Values, object>(load)
    await expect(resolver({ amount: '' }, {}, options)).rejects.toThrow('offline')
    expect((await resolver({ amount: '' }, {}, options)).errors).toHaveProperty('amount')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('preloads once, so a Save after it does not wait for the network', async () => {
    const load = vi.fn(() => Promise.resolve(checks))
    const resolver = deferredResolver<Values, object>(load)
    await Promise.all([resolver.preload(), resolver.preload()])
    await resolver({ amount: '1' }, {}, options)
    expect(load).toHaveBeenCalledTimes(1)
  })
})
