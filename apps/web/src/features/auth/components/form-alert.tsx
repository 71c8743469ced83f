/** A form-level message, read out when it appears. */
export function FormAlert({ message, tone = 'error' }: { message?: string; tone?: 'error' | 'info' }) {
  if (!message) return null
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error'
          ? 'rounded-xl bg-destructive-soft px-4 py-3 text-sm text-destructive'
          : 'rounded-xl bg-primary-soft px-4 py-3 text-sm text-primary'
      }
    >
      {message}
    </p>
  )
}
