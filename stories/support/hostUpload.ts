import type { Attachment } from '../../src/api/types'
import type { UploadAttachment } from '../../src/react'
import type { Sandbox } from '../../src/sandbox'

/** How a story's host upload ends. */
export type Outcome = 'succeeds' | 'fails' | 'slow'

/**
 * A host's upload, played in the browser: progress in steps, then the file's record stored in the
 * story's sandbox (`sandbox.addAttachment`, standing in for the host's storage), or a failure.
 */
export function fakeHostUpload(sandbox: Sandbox, outcome: Outcome, stepMs: number): UploadAttachment {
  return (file, { signal, onProgress }) =>
    new Promise<Attachment>((resolve, reject) => {
      let step = 0
      const timer = setInterval(() => {
        step++
        onProgress(step / 5)
        if (step < 5) return
        clearInterval(timer)
        if (outcome === 'fails') reject(new Error('The file store refused it (too large).'))
        else resolve(sandbox.addAttachment({ fileName: file.name, fileSize: `${Math.max(1, Math.round(file.size / 1000))} KB` }))
      }, stepMs)
      signal.addEventListener('abort', () => {
        clearInterval(timer)
        reject(signal.reason)
      })
    })
}
