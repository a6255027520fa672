// Which preset a statement's period is: one rule for the profit and loss and the statement of cash
// flows, comparing days, so the same dates are named the same way however the host wrote them.
import { PERIOD_PRESETS, presetOf, presetPeriod } from '../../../src/core/statements/periodPresets'

const TODAY = '2026-06-17'

describe('presetOf', () => {
  it.each([
    ['2026-05', 'lastMonth'],
    [{ from: '2026-05-01', to: '2026-05-31' }, 'lastMonth'],
    ['2026-06', 'thisMonth'],
    [{ from: '2026-06-01', to: '2026-06-30' }, 'thisMonth'],
    ['2026-Q2', 'thisQuarter'],
    [{ from: '2026-04-01', to: '2026-06-30' }, 'thisQuarter'],
    [{ from: '2026-01-01', to: '2026-03-31' }, 'lastQuarter'],
    [{ from: '2025-01-01', to: '2025-12-31' }, 'lastYear'],
    [{ from: '2026-01-01', to: TODAY }, 'yearToDate'],
  ] as const)('names %j as %s', (period, preset) => {
    expect(presetOf(period, TODAY)).toBe(preset)
  })

  it.each([
    [{ from: '2026-05-02', to: '2026-05-31' }],
    [{ from: '2026-01-01', to: '2026-06-16' }],
    ['2024'],
    ['May 2026'],
    [{ from: '2026-05-31', to: '2026-05-01' }],
  ] as const)('calls %j the host’s own dates', (period) => {
    expect(presetOf(period, TODAY)).toBe('given')
  })

  it('finds every preset from its own period', () => {
    for (const preset of PERIOD_PRESETS) expect(presetOf(presetPeriod(preset, TODAY), TODAY)).toBe(preset)
  })

  it('crosses a year: in January, last month and last quarter are the year before', () => {
    expect(presetOf({ from: '2025-12-01', to: '2025-12-31' }, '2026-01-05')).toBe('lastMonth')
    expect(presetOf({ from: '2025-10-01', to: '2025-12-31' }, '2026-01-05')).toBe('lastQuarter')
  })
})
