import type { CDPSession, Page } from 'playwright-core'

/**
 * Where a page's long tasks spend their time: Chromium's sampling profiler (the DevTools
 * protocol's `Profiler`) runs while the page works, and each long task the page's own
 * `PerformanceObserver` saw is matched with the samples taken during it. The two clocks are tied
 * by a marker: the page notes `performance.now()` and then runs a function of a known name for a
 * few milliseconds, whose first sample gives the profile's time of that moment. Read it from an
 * unminified build: a minified one has lost the functions' names.
 */

/** Microseconds between two samples: fine enough for tasks of 50 ms and more. */
const SAMPLING_INTERVAL_US = 200
const MARKER = 'benchClockMarker'

/** A function's share of a long task: its name, where it is (bundle file:line), and ms of samples. */
interface ProfiledFunction {
  name: string
  ms: number
}

/** One long task as the profile saw it: the functions that ran in it by their own time, and by the time anything they called ran (the stack above them). */
export interface ProfiledTask {
  startTime: number
  duration: number
  sampledMs: number
  self: ProfiledFunction[]
  inclusive: ProfiledFunction[]
}

interface CallFrame {
  functionName: string
  url: string
  lineNumber: number
}
interface ProfileNode {
  id: number
  callFrame: CallFrame
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  startTime: number
  samples: number[]
  timeDeltas: number[]
}

/** A started profile; `stop()` ends it and reads it, tied to the page's clock. */
export interface RunningProfile {
  stop(): Promise<(tasks: ReadonlyArray<{ startTime: number; duration: number }>) => ProfiledTask[]>
}

const nameOf = ({ functionName, url, lineNumber }: CallFrame) => {
  const file = url.slice(url.lastIndexOf('/') + 1)
  return file ? `${functionName || '(anonymous)'} (${file}:${lineNumber + 1})` : functionName || '(anonymous)'
}

/** Starts the sampling profiler on `page`, and ties its clock to the page's. */
export async function startProfile(page: Page, cdp: CDPSession): Promise<RunningProfile> {
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US })
  await cdp.send('Profiler.start')
  // The page's moment of the marker; its first sample in the profile is the same moment.
  // A named function expression, so the profile has its name (a string: the page runs it as written).
  const markedAt = await page.evaluate<number>(`(() => {
    const at = performance.now()
    ;(function ${MARKER}() {
      const end = performance.now() + 4
      while (performance.now() < end);
    })()
    return at
  })()`)
  return {
    async stop() {
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile }
      await cdp.send('Profiler.disable')
      const parent = new Map<number, number>()
      const byId = new Map<number, ProfileNode>()
      for (const node of profile.nodes) {
        byId.set(node.id, node)
        for (const child of node.children ?? []) parent.set(child, node.id)
      }
      const stackOf = (id: number): CallFrame[] => {
        const frames: CallFrame[] = []
        for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) frames.push(byId.get(at)!.callFrame)
        return frames
      }
      // Sample times in the page's ms: the marker's first sample is `markedAt`.
      const times: number[] = []
      let time = profile.startTime
      for (const delta of profile.timeDeltas) times.push((time += delta))
      const markerSample = profile.samples.findIndex((id) => stackOf(id).some((frame) => frame.functionName === MARKER))
      if (markerSample < 0) throw new Error('The profile holds no sample of the clock marker')
      const offset = times[markerSample]! / 1000 - markedAt
      const pageTimes = times.map((us) => us / 1000 - offset)
      const intervals = pageTimes.map((at, index) => (pageTimes[index + 1] ?? at) - at)

      return (tasks) =>
        tasks.map(({ startTime, duration }) => {
          const self = new Map<string, number>()
          const inclusive = new Map<string, number>()
          let sampledMs = 0
          profile.samples.forEach((id, index) => {
            const at = pageTimes[index]!
            if (at < startTime || at > startTime + duration) return
            const ms = intervals[index]!
            const frames = stackOf(id).filter((frame) => frame.functionName !== '(root)')
            if (frames[0]?.functionName === '(idle)') return
            sampledMs += ms
            const top = frames[0] ? nameOf(frames[0]) : '(unknown)'
            self.set(top, (self.get(top) ?? 0) + ms)
            for (const name of new Set(frames.filter((frame) => frame.url !== '').map(nameOf)))
              inclusive.set(name, (inclusive.get(name) ?? 0) + ms)
          })
          const ranked = (map: Map<string, number>, count: number) =>
            [...map]
              .sort((a, b) => b[1] - a[1])
              .slice(0, count)
              .map(([name, ms]) => ({ name, ms }))
          return { startTime, duration, sampledMs, self: ranked(self, 8), inclusive: ranked(inclusive, 14) }
        })
    },
  }
}
