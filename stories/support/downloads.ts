/**
 * Catches the files an export hands to the browser (a Blob URL and a link's click) instead of
 * saving them: the files and the names they would be saved under, and an undo.
 */
export function catchDownloads(): { files: Blob[]; names: string[]; restore: () => void } {
  const files: Blob[] = []
  const names: string[] = []
  const { createObjectURL } = URL
  const click = HTMLAnchorElement.prototype.click
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    files.push(blob as Blob)
    return 'blob:story-download'
  }
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    names.push(this.download)
  }
  return {
    files,
    names,
    restore: () => {
      URL.createObjectURL = createObjectURL
      HTMLAnchorElement.prototype.click = click
    },
  }
}
