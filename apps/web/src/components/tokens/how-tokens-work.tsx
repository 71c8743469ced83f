import { TOKEN_RULES, tokensLabel } from '@mithaq/domain'
import {
  FIRST_MESSAGE_WINDOW,
  PAYMENT_WINDOW,
  RESPONSE_WINDOW,
  TokenPriceList,
  WEEKLY_TOP_UP_RULE,
} from './token-prices'

/**
 * Every timer and every fee of the token economy in one place, in the order a match meets them,
 * from the domain's TOKEN_RULES: shown on the last sign-up step, from the wallet and from the
 * payment card, so each rule is read before it costs anything (decision 181). The caller
 * supplies the heading.
 */
export function HowTokensWork() {
  const t = TOKEN_RULES
  return (
    <div className="space-y-3 text-sm leading-relaxed text-ink/90">
      <p>
        Discovering, liking, matching, seeing who liked you and the filters are free. Tokens are only for
        talking with a match: paying a little makes both of you take the conversation seriously.
      </p>
      <p>
        You start with {tokensLabel(t.welcomeGrant)}. {WEEKLY_TOP_UP_RULE}
      </p>
      <ol className="list-decimal space-y-2 ps-5">
        <li>
          <strong>Unlocking.</strong> After a match, you both have {PAYMENT_WINDOW} to unlock the chat: each
          of you pays {tokensLabel(t.unlockStandard)}, or one of you pays {tokensLabel(t.unlockExpress)}{' '}
          (express) and it opens for both at once. If it does not unlock in time, every payment is refunded,
          and whoever did not pay loses {tokensLabel(t.penalty)}.
        </li>
        <li>
          <strong>The first message.</strong> Once the chat is unlocked, one of you has {FIRST_MESSAGE_WINDOW}{' '}
          to write first. If nobody writes in that time, the match ends with no penalty, and the tokens paid
          to unlock it are not refunded.
        </li>
        <li>
          <strong>Replies.</strong> After each message, the other person has {RESPONSE_WINDOW} to reply.
          Whoever does not reply in time loses {tokensLabel(t.penalty)}, and the match ends.
        </li>
        <li>
          <strong>Unmatching.</strong> Costs {tokensLabel(t.unmatchFeeLocked)} before the chat is unlocked
          (every payment toward it, yours too, is refunded first) and {tokensLabel(t.unmatchFeeUnlocked)}{' '}
          after. A fee or penalty never takes more than your balance.
        </li>
        <li>
          <strong>Rematching.</strong> Costs {tokensLabel(t.rematch)}, which are not refunded, even if the
          chat is then not unlocked. You both pay to unlock again, with a new {PAYMENT_WINDOW}.
        </li>
        <li>
          <strong>Blocking and reporting</strong> are always free: safety never costs. They end the match for
          good, and refund any payment toward a chat that was not unlocked.
        </li>
      </ol>
      <TokenPriceList />
    </div>
  )
}
