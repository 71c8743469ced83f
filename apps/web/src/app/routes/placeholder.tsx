import type { ReactNode } from 'react'

/** A screen whose feature comes with a later issue: a title and a calm line, nothing fake. */
export function Placeholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="px-5 py-6">
      <h1 className="font-display text-3xl text-ink">{title}</h1>
      <p className="mt-3 text-muted">This part of Mithaq is being prepared.</p>
      {children}
    </section>
  )
}
