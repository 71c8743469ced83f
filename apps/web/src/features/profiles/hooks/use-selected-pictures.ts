import { useCallback, useEffect, useRef, useState } from 'react'

/** A file chosen on this device, with its preview (an object URL, revoked when it goes). */
export interface SelectedPicture {
  id: string
  file: File
  previewUrl: string
}

/**
 * The pictures chosen during sign-up. Files live in memory only (they cannot go into session
 * storage), so a reload asks for them again.
 */
export function useSelectedPictures() {
  const [items, setItems] = useState<SelectedPicture[]>([])
  const live = useRef(items)
  live.current = items

  // Object URLs hold the file in memory until revoked: free them all when the flow goes away.
  useEffect(
    () => () => {
      for (const item of live.current) URL.revokeObjectURL(item.previewUrl)
    },
    [],
  )

  const add = useCallback(
    (pictures: SelectedPicture[]) => setItems((current) => [...current, ...pictures]),
    [],
  )

  const remove = useCallback((id: string) => {
    setItems((current) => {
      const gone = current.find((p) => p.id === id)
      if (gone) URL.revokeObjectURL(gone.previewUrl)
      return current.filter((p) => p.id !== id)
    })
  }, [])

  return { items, add, remove }
}

/** Makes a preview and checks that the browser can really decode the file as a picture. */
export async function preparePicture(file: File): Promise<SelectedPicture> {
  const previewUrl = URL.createObjectURL(file)
  try {
    const image = new Image()
    image.src = previewUrl
    await image.decode()
    return {
      id: `${file.name}-${file.lastModified}-${Math.random().toString(36).slice(2)}`,
      file,
      previewUrl,
    }
  } catch (error) {
    URL.revokeObjectURL(previewUrl)
    throw error
  }
}
