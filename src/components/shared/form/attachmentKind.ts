/** The file's kind for its icon (`data-kind`), from its extension. */
export function attachmentKind(fileName: string): string {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? ''
  if (extension === 'pdf') return 'pdf'
  if (['png', 'jpg', 'jpeg', 'gif', 'webp', 'heic'].includes(extension)) return 'image'
  return 'file'
}
