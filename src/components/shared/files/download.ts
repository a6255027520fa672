/**
 * Saves `text` as a file through a Blob URL; the URL is revoked once the click has been handled.
 * `prefix` goes before the text (a CSV's byte-order mark).
 */
export function downloadText(text: string, fileName: string, type: string, prefix = ''): void {
  const url = URL.createObjectURL(new Blob([prefix, text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * Saves `text` as a CSV file. The byte-order mark makes spreadsheet apps read the file as UTF-8
 * (customer names with accents).
 */
export function downloadCsv(text: string, fileName: string): void {
  downloadText(text, fileName, 'text/csv;charset=utf-8', '\uFEFF')
}
