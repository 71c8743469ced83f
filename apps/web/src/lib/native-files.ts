/**
 * A file the member keeps, in the Android and iOS app (decision 405). A WebView ignores
 * `<a download>` on a blob, so there the file is written to the app's cache with
 * `@capacitor/filesystem` and handed to the share sheet (`@capacitor/share`), from which the member
 * saves it (Files, Drive) or sends it on. Loaded only in the shell: the web never downloads it.
 */
export async function shareNativeFile({
  blob,
  fileName,
  title,
}: {
  blob: Blob
  fileName: string
  title: string
}) {
  const [{ Directory, Filesystem }, { Share }] = await Promise.all([
    import('@capacitor/filesystem'),
    import('@capacitor/share'),
  ])
  // Binary data crosses the bridge as base64; the cache is the app's own, cleared by the system.
  const { uri } = await Filesystem.writeFile({
    path: fileName,
    data: await base64(blob),
    directory: Directory.Cache,
  })
  try {
    await Share.share({ title, dialogTitle: title, files: [uri] })
  } catch (error) {
    // Closing the share sheet without choosing is the member's choice, not a failure.
    if (!/cancel/i.test(error instanceof Error ? error.message : String(error))) throw error
  }
}

/** The blob's bytes as base64, without the data URL's prefix. */
function base64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).slice(String(reader.result).indexOf(',') + 1))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(blob)
  })
}
