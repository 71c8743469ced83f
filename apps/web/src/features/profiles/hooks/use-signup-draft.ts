import { HEIGHT_DEFAULT, MARITAL_STATUSES, SEXES } from '@mithaq/domain'
import { useCallback, useEffect, useRef, useState } from 'react'
import { z } from 'zod'

/**
 * The sign-up form as kept in session storage between reloads (docs/product.md § 4 "Sign-up form
 * draft"). Selected files are never stored: only how many there were, to say so kindly.
 */
const draftSchema = z.object({
  ownerId: z.string(),
  name: z.string().catch(''),
  // '' until the user chooses: a preselected gender puts whoever misses it in the wrong pool.
  sex: z.enum([...SEXES, '']).catch(''),
  birthday: z
    .object({ year: z.string(), month: z.string(), day: z.string() })
    .catch({ year: '', month: '', day: '' }),
  location: z.object({ country: z.string(), city: z.string() }).catch({ country: '', city: '' }),
  locationDetected: z.boolean().catch(false),
  aboutMe: z.string().catch(''),
  education: z.string().catch(''),
  occupation: z.string().catch(''),
  nationality: z.array(z.string()).catch([]),
  height: z.number().int().catch(HEIGHT_DEFAULT),
  maritalStatus: z.enum(MARITAL_STATUSES).catch('Never Married'),
  pictureCount: z.number().int().catch(0),
})
export type SignupDraft = z.infer<typeof draftSchema>

export const emptyDraft = (ownerId: string): SignupDraft => ({
  ownerId,
  name: '',
  sex: '',
  birthday: { year: '', month: '', day: '' },
  location: { country: '', city: '' },
  locationDetected: false,
  aboutMe: '',
  education: '',
  occupation: '',
  nationality: [],
  height: HEIGHT_DEFAULT,
  maritalStatus: 'Never Married',
  pictureCount: 0,
})

/** The stored draft, or a fresh one when there is none, it is unreadable, or it is someone else's. */
function loadDraft(storageKey: string, ownerId: string): SignupDraft {
  try {
    const raw = sessionStorage.getItem(storageKey)
    if (raw) {
      const parsed = draftSchema.safeParse(JSON.parse(raw))
      if (parsed.success && parsed.data.ownerId === ownerId) return parsed.data
    }
    // Nothing, unreadable, or another user's: that draft must not leak into this one.
    sessionStorage.removeItem(storageKey)
  } catch {
    // Storage blocked or corrupt JSON: start afresh.
  }
  return emptyDraft(ownerId)
}

/** The draft, saved on every change; `clear` removes it for good (after the profile is created). */
export function useSignupDraft(storageKey: string, ownerId: string) {
  const [draft, setDraft] = useState(() => loadDraft(storageKey, ownerId))
  const cleared = useRef(false)

  useEffect(() => {
    if (cleared.current) return
    try {
      sessionStorage.setItem(storageKey, JSON.stringify(draft))
    } catch {
      // A full or blocked storage only costs the reload convenience.
    }
  }, [draft, storageKey])

  const update = useCallback((patch: Partial<Omit<SignupDraft, 'ownerId'>>) => {
    setDraft((d) => ({ ...d, ...patch }))
  }, [])

  const clear = useCallback(() => {
    cleared.current = true
    sessionStorage.removeItem(storageKey)
  }, [storageKey])

  return { draft, update, clear }
}
