import { TOKEN_RULES } from '@mithaq/domain'
import type { ReactNode } from 'react'
import { useT } from '../../i18n'
import { hoursText, TokenPriceList, tokensText, weeklyTopUpRule } from './token-prices'

const bold = (chunks: ReactNode[]) => <strong key="b">{chunks}</strong>

/**
 * Every timer and every fee of the token economy in one place, in the order a match meets them,
 * from the domain's TOKEN_RULES: shown on the last sign-up step, from the wallet and from the
 * payment card, so each rule is read before it costs anything (decision 181). The caller
 * supplies the heading. The figures are placeholders of the texts, so every language quotes them.
 */
export function HowTokensWork() {
  const t = useT()
  const r = TOKEN_RULES
  const tokens = (n: number) => tokensText(t, n)
  const paymentWindow = hoursText(r.paymentWindowMs)
  return (
    <div className="space-y-3 text-sm leading-relaxed text-ink/90">
      <p>{t('tokens.how.intro')}</p>
      <p>
        {t('tokens.how.start', { tokens: tokens(r.welcomeGrant) })} {weeklyTopUpRule(t)}
      </p>
      <ol className="list-decimal space-y-2 ps-5">
        <li>
          {t.rich<ReactNode>(
            'tokens.how.unlocking',
            { b: bold },
            {
              window: paymentWindow,
              standard: tokens(r.unlockStandard),
              express: tokens(r.unlockExpress),
              penalty: tokens(r.penalty),
            },
          )}
        </li>
        <li>
          {t.rich<ReactNode>('tokens.how.firstMessage', { b: bold }, { window: hoursText(r.initialTimerMs) })}
        </li>
        <li>
          {t.rich<ReactNode>(
            'tokens.how.replies',
            { b: bold },
            { window: hoursText(r.responseTimerMs), penalty: tokens(r.penalty) },
          )}
        </li>
        <li>
          {t.rich<ReactNode>(
            'tokens.how.unmatching',
            { b: bold },
            { before: tokens(r.unmatchFeeLocked), after: tokens(r.unmatchFeeUnlocked) },
          )}
        </li>
        <li>
          {t.rich<ReactNode>(
            'tokens.how.rematching',
            { b: bold },
            { cost: tokens(r.rematch), window: paymentWindow },
          )}
        </li>
        <li>{t.rich<ReactNode>('tokens.how.blocking', { b: bold })}</li>
      </ol>
      <TokenPriceList />
    </div>
  )
}
