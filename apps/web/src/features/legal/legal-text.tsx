import type { Translator } from '@mithaq/i18n'
import type { ReactNode } from 'react'

/** The look the privacy policy and the Terms share. */
export const legalClasses = {
  h2: 'font-display text-xl text-ink mt-8 mb-3',
  h3: 'font-semibold text-ink mt-5 mb-2',
  p: 'leading-relaxed text-ink/90 mb-3',
  ul: 'list-disc ps-6 space-y-1 mb-3 leading-relaxed text-ink/90',
  link: 'text-primary underline underline-offset-2 hover:text-primary-hover',
}

type Tags = Record<string, (chunks: ReactNode[]) => ReactNode>

/**
 * A legal text's `key` with its emphasis and the support address in place, plus the document's
 * own tags (the Terms' privacy policy link, the policy's GeoNames link).
 */
export function legalRich(t: Translator, supportEmail: string, tags: Tags) {
  return (key: string): ReactNode[] =>
    t.rich<ReactNode>(
      key,
      {
        strong: (chunks) => <strong key={`strong-${chunks.join('')}`}>{chunks}</strong>,
        mail: (chunks) => (
          <a key="mail" className={legalClasses.link} href={`mailto:${supportEmail}`} dir="ltr">
            {chunks}
          </a>
        ),
        ...tags,
      },
      { email: supportEmail },
    )
}

/** One titled section; `id` names its heading for the section's label. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={legalClasses.h2}>
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A paragraph, or a bulleted list of several, each a key for `rich`. */
export function LegalParts({
  parts,
  rich,
}: {
  parts: (string | string[])[]
  rich: (key: string) => ReactNode[]
}) {
  return parts.map((part) =>
    typeof part === 'string' ? (
      <p key={part} className={legalClasses.p}>
        {rich(part)}
      </p>
    ) : (
      <ul key={part[0]} className={legalClasses.ul}>
        {part.map((key) => (
          <li key={key}>{rich(key)}</li>
        ))}
      </ul>
    ),
  )
}
