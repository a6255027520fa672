// The files a component downloads (an object URL and an anchor's click), caught in jsdom.
import { vi } from 'vitest'

/** Catches each file a component downloads from now on; `lines(index)` gives one file's lines, without its byte-order mark. */
export function catchDownloads(): (index?: number) => Promise<string[]> {
  const files: Array<Promise<string>> = []
  let blob: Blob | undefined
  URL.createObjectURL = vi.fn((made: Blob) => {
    blob = made
    return 'blob:download'
  })
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {
    files.push(blob!.text())
  })
  return async (index = 0) => (await files[index]!).replace(/^\uFEFF/, '').split('\r\n')
}
