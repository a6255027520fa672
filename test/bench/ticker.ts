// The longest task of a job run in slices, measured in Node: what the matching and pairing benches share.

/**
 * Turns of the event loop while `work` runs: the longest gap between two is the longest task, by the
 * wall clock and by the process's CPU time (the bench shares its cores with whatever else runs: a
 * gap may be time the machine gave to another process).
 */
export async function withTicker<T>(work: () => Promise<T>): Promise<{ value: T; longestMs: number; longestCpuMs: number; turns: number }> {
  const channel = new MessageChannel()
  let last = performance.now()
  let lastCpu = process.cpuUsage()
  let longestMs = 0
  let longestCpuMs = 0
  let turns = 0
  let running = true
  const turn = () => {
    const cpu = process.cpuUsage(lastCpu)
    const now = performance.now()
    longestMs = Math.max(longestMs, now - last)
    longestCpuMs = Math.max(longestCpuMs, (cpu.user + cpu.system) / 1000)
    last = now
    lastCpu = process.cpuUsage()
  }
  channel.port1.onmessage = () => {
    turn()
    turns++
    if (running) channel.port2.postMessage(undefined)
  }
  channel.port2.postMessage(undefined)
  try {
    const value = await work()
    turn()
    return { value, longestMs, longestCpuMs, turns }
  } finally {
    running = false
    channel.port1.close()
  }
}
