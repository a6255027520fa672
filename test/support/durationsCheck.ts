/**
 * Whether `test/durations.json` still tells how long each test file takes. The file orders the run
 * (the longest files first, fileOrder.ts), so a file it lacks, or one it puts far from where it is,
 * makes the run end with a long file alone; and a file that grew tells whoever grew it.
 *
 * A machine busier or slower than the one that recorded the figures takes longer for every file
 * alike, so each figure is compared after the run's own pace is taken out: the median, over the
 * files recorded at `FLOOR_SECONDS` or more, of measured ÷ recorded. Below the floor, a file's
 * time is mostly its start and import, which wander with the machine's load and with which file of
 * a worker loads the shared modules first: up to 6 s moves between Node files with the order
 * (in two fresh clones' runs a 4.3 s file took 0.8 s, a 5.5 s one 11.6 s, a 6.1 s one 12.0 s).
 * Such a file counts as taking the floor, so it is off only when it grows past twice the floor;
 * the files that order the run are the long ones, above it.
 */

/** Seconds under which a file's duration counts as this many: more than the shared import that moves between files. */
const FLOOR_SECONDS = 10
/** How far off, either way, a recorded figure may be. */
const LIMIT = 2
/** Fewer files than this with a figure above the floor: the run's pace is not told, and taken as 1. */
const PACE_SAMPLE = 10

/** One file as the run measured it. */
export interface MeasuredFile {
  /** The durations file's key: `project:path`. */
  key: string
  seconds: number
}

/** A file whose figure is missing or off. */
export interface DurationProblem {
  key: string
  measured: number
  /** Undefined when the durations file has no entry for it. */
  recorded?: number
  /** measured (at the run's pace) ÷ recorded, both at least the floor. */
  ratio?: number
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** How much slower than the recording this run is: measured ÷ recorded, the median of the files above the floor. */
function runPace(files: readonly MeasuredFile[], recorded: Readonly<Record<string, number>>): number {
  const ratios = files.flatMap(({ key, seconds }) => {
    const figure = recorded[key]
    return figure !== undefined && figure >= FLOOR_SECONDS ? [seconds / figure] : []
  })
  return ratios.length < PACE_SAMPLE ? 1 : median(ratios)
}

/** Each file of the run that has no figure, or whose figure is more than twice off at the run's pace. */
export function durationProblems(
  files: readonly MeasuredFile[],
  recorded: Readonly<Record<string, number>>,
): { pace: number; problems: DurationProblem[] } {
  const pace = runPace(files, recorded)
  const problems = files.flatMap(({ key, seconds }): DurationProblem[] => {
    const figure = recorded[key]
    if (figure === undefined) return [{ key, measured: seconds }]
    const ratio = Math.max(seconds / pace, FLOOR_SECONDS) / Math.max(figure, FLOOR_SECONDS)
    return ratio > LIMIT || ratio < 1 / LIMIT ? [{ key, measured: seconds, recorded: figure, ratio }] : []
  })
  return { pace, problems }
}

/** The run's closing words on the problems: what is wrong with each file, and how to mend it. */
export function describeProblems(pace: number, problems: readonly DurationProblem[]): string {
  const s = (seconds: number) => `${seconds.toFixed(1)} s`
  const lines = problems.map(({ key, measured, recorded, ratio }) =>
    recorded === undefined
      ? `   ${key}: took ${s(measured)} and has no figure`
      : `   ${key}: took ${s(measured)} (${s(measured / pace)} at the recording's pace), recorded ${s(recorded)}: ${ratio! > 1 ? `${ratio!.toFixed(1)} times longer` : `${(1 / ratio!).toFixed(1)} times shorter`}`,
  )
  return [
    ` test/durations.json is not true for ${problems.length} test file${problems.length === 1 ? '' : 's'} (this run's pace: ${pace.toFixed(2)} × the recording's):`,
    ...lines,
    ' Record them again on an idle machine with `npm run test:durations`, and commit test/durations.json.',
  ].join('\n')
}
