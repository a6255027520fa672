/**
 * Saves `text` as a file through a Blob URL. The byte-order mark makes spreadsheet apps read the
 * file as UTF-8 (customer names with accents); the URL is revoked once the click has been handled.
 */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
