import { TOKEN_RULES } from '@mithaq/domain'
import type { TextKey, Translator } from '@mithaq/i18n'
import { cn } from '../../components/ui/cn'
import { formatNumber, useT } from '../../i18n'

const HOUR_MS = 60 * 60 * 1000

/** A duration in whole hours in the current language: '48 hours', '٤٨ ساعة'. */
export const hoursText = (ms: number) =>
  formatNumber(ms / HOUR_MS, { style: 'unit', unit: 'hour', unitDisplay: 'long' })

/** 'n tokens' in the current language, with its plural forms. */
export const tokensText = (t: Translator<TextKey>, count: number) => t('tokens.count', { count })

/**
 * What each step of a match costs. Every number comes from the domain's TOKEN_RULES, the same
 * table the server charges from, so the screen can never quote a price the server does not take.
 */
export function tokenPrices(t: Translator<TextKey>): { label: string; cost: string }[] {
  const tokens = (n: number) => tokensText(t, n)
  return [
    { label: t('tokens.price.unlock'), cost: tokens(TOKEN_RULES.unlockStandard) },
    { label: t('tokens.price.express'), cost: tokens(TOKEN_RULES.unlockExpress) },
    {
      label: t('tokens.price.unmatch'),
      cost: t('tokens.price.unmatchCost', {
        after: tokens(TOKEN_RULES.unmatchFeeUnlocked),
        before: tokens(TOKEN_RULES.unmatchFeeLocked),
      }),
    },
    { label: t('tokens.price.rematch'), cost: tokens(TOKEN_RULES.rematch) },
    { label: t('tokens.price.penalty'), cost: tokens(TOKEN_RULES.penalty) },
    { label: t('tokens.price.blockOrReport'), cost: t('tokens.price.free') },
  ]
}

/** The weekly top-up in plain words: how much, and for how long. */
export const weeklyTopUpRule = (t: Translator<TextKey>) =>
  t('tokens.weeklyTopUpRule', {
    weeks: formatNumber(TOKEN_RULES.weeklyTopUpForWeeks),
    upTo: tokensText(t, TOKEN_RULES.weeklyTopUpTo),
  })

/** The price list as a description list: what on the start side, the cost on the end side. */
export function TokenPriceList({ className }: { className?: string }) {
  const t = useT()
  return (
    <dl aria-label={t('tokens.prices')} className={cn('divide-y divide-line', className)}>
      {tokenPrices(t).map(({ label, cost }) => (
        <div key={label} className="flex items-baseline justify-between gap-4 py-2 text-sm">
          <dt className="text-ink/90">{label}</dt>
          <dd className="shrink-0 text-end font-semibold text-ink tabular-nums max-w-[45%]">{cost}</dd>
        </div>
      ))}
    </dl>
  )
}
