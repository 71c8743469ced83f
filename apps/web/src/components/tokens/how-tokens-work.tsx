import { TOKEN_RULES, tokensLabel } from '@mithaq/domain'
import { PAYMENT_WINDOW, RESPONSE_WINDOW, TokenPriceList, WEEKLY_TOP_UP_RULE } from './token-prices'

/**
 * The token economy in a few plain sentences and the price list: shown on the last sign-up step,
 * before anyone can match, and again from the wallet. The caller supplies the heading.
 */
export function HowTokensWork() {
  return (
    <div className="space-y-3 text-sm leading-relaxed text-ink/90">
      <p>
        Discovering, liking and matching are free. Tokens are only for talking with a match: paying a little
        makes both of you take the conversation seriously.
      </p>
      <p>
        You start with {tokensLabel(TOKEN_RULES.welcomeGrant)}. {WEEKLY_TOP_UP_RULE}
      </p>
      <p>
        After a match, you both have {PAYMENT_WINDOW} to unlock the chat. If it does not unlock in time, every
        payment is refunded, and whoever did not pay loses {tokensLabel(TOKEN_RULES.penalty)}. Once you are
        talking, reply within {RESPONSE_WINDOW}, or you lose {tokensLabel(TOKEN_RULES.penalty)} and the match
        ends.
      </p>
      <TokenPriceList />
    </div>
  )
}
