import { describeProblems, durationProblems, type MeasuredFile } from './durationsCheck'

/** Twelve files recorded at 8 to 30 s, eleven of them at ten or more, so that the run's pace can be told from them. */
const RECORDED: Record<string, number> = Object.fromEntries(Array.from({ length: 12 }, (_, at) => [`dom:test/f${at}.test.tsx`, 8 + 2 * at]))
const runAt = (pace: number): MeasuredFile[] => Object.entries(RECORDED).map(([key, seconds]) => ({ key, seconds: seconds * pace }))

describe('keeping test/durations.json true', () => {
  it('finds nothing off when every file takes its figure, or the whole run is twice as slow', () => {
    expect(durationProblems(runAt(1), RECORDED)).toEqual({ pace: 1, problems: [] })
    expect(durationProblems(runAt(2.4), RECORDED)).toEqual({ pace: 2.4, problems: [] })
  })

  it('names a file the durations file lacks', () => {
    const run = [...runAt(1), { key: 'unit:test/new.test.ts', seconds: 0.4 }]
    expect(durationProblems(run, RECORDED).problems).toEqual([{ key: 'unit:test/new.test.ts', measured: 0.4 }])
  })

  it('names a file more than twice off either way at the run’s pace, and not one a little under', () => {
    const scaled: Record<string, number> = { 'dom:test/f5.test.tsx': 2.5, 'dom:test/f11.test.tsx': 0.4, 'dom:test/f6.test.tsx': 1.9 }
    const run = runAt(1.5).map((file) => ({ ...file, seconds: file.seconds * (scaled[file.key] ?? 1) }))
    const { pace, problems } = durationProblems(run, RECORDED)
    expect(pace).toBe(1.5)
    expect(problems.map(({ key, ratio }) => [key, Number(ratio!.toFixed(2))])).toEqual([
      ['dom:test/f5.test.tsx', 2.5],
      ['dom:test/f11.test.tsx', 0.4],
    ])
    expect(describeProblems(pace, problems)).toContain(
      "dom:test/f5.test.tsx: took 67.5 s (45.0 s at the recording's pace), recorded 18.0 s: 2.5 times longer",
    )
  })

  it('counts a file under ten seconds as taking ten, so a short file is off only when it outgrows twice that', () => {
    const recorded = { ...RECORDED, 'unit:test/short.test.ts': 4.3, 'unit:test/moved.test.ts': 5.5, 'unit:test/grown.test.ts': 0.2 }
    const run = [
      ...runAt(1),
      { key: 'unit:test/short.test.ts', seconds: 0.8 },
      { key: 'unit:test/moved.test.ts', seconds: 11.6 },
      { key: 'unit:test/grown.test.ts', seconds: 20.5 },
    ]
    expect(durationProblems(run, recorded).problems.map(({ key }) => key)).toEqual(['unit:test/grown.test.ts'])
  })

  it('takes the pace as the recording’s when too few files tell it', () => {
    const recorded = { 'unit:test/a.test.ts': 10, 'unit:test/b.test.ts': 10 }
    const { pace, problems } = durationProblems(
      [
        { key: 'unit:test/a.test.ts', seconds: 30 },
        { key: 'unit:test/b.test.ts', seconds: 30 },
      ],
      recorded,
    )
    expect(pace).toBe(1)
    expect(problems).toHaveLength(2)
  })
})
