import { requestFile } from '../../../lib/api-client'

/** Everything the server holds about me, as a zip built for this request (decision 231). */
export const exportMyData = () => requestFile('/account/export', { method: 'POST' })

/** Hands a blob to the browser as a download with the given name. */
export function saveFile({ blob, fileName }: { blob: Blob; fileName: string }) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // The download has taken its copy once click() returns; the next task may let the URL go.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
