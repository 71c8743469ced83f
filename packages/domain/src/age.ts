/** Whole years between an ISO birthday (YYYY-MM-DD) and `today`. Age is never stored. */
export function ageFromBirthday(birthday: string, today: Date = new Date()): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number]
  let age = today.getUTCFullYear() - y
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)
  if (beforeBirthday) age -= 1
  return age
}
