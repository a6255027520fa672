/**
 * Gives the browser a turn between slices of a long job (reading or previewing 100,000 rows), so
 * no task holds the main thread long enough for input to wait: a message-channel turn, which
 * timers' 4 ms clamp does not slow. Rejects with the signal's reason once it aborts.
 */
export function yieldToMain(signal?: AbortSignal): Promise<void> {
  signal?.throwIfAborted()
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      if (signal?.aborted) reject(signal.reason)
      else resolve()
    }
    channel.port2.postMessage(undefined)
  })
}
