import { z } from 'zod'

export const SEXES = ['male', 'female'] as const
export type Sex = (typeof SEXES)[number]

export const MARITAL_STATUSES = ['Never Married', 'Separated', 'Divorced', 'Married', 'Widowed'] as const
export type MaritalStatus = (typeof MARITAL_STATUSES)[number]

/** A profile as another signed-in user sees it (cards, tiles, dialogs). Age is computed by the server. */
export const publicProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  sex: z.enum(SEXES),
  age: z.number().int(),
  location: z.object({ country: z.string(), city: z.string() }),
  aboutMe: z.string(),
  education: z.string(),
  occupation: z.string(),
  nationality: z.array(z.string()),
  height: z.number().int(),
  maritalStatus: z.string(),
  /** URLs under /media, main picture first; empty means the placeholder is shown. */
  pictures: z.array(z.string()),
})
export type PublicProfile = z.infer<typeof publicProfileSchema>
