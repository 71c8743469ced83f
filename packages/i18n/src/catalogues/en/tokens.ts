// The token economy: balance, wallet, prices, 'How tokens work', the weekly top-up, the like-back notice.
export default {
  'tokens.count': '{count, plural, one {# token} other {# tokens}}',
  'tokens.signedCount': '{count, plural, one {{signed} token} other {{signed} tokens}}',
  'tokens.youHave': 'You have {balance}.',
  'tokens.prices': 'Token prices',
  'tokens.price.unlock': 'Unlock a chat (each of you pays)',
  'tokens.price.express': 'Express: unlock it for both of you',
  'tokens.price.unmatch': 'Unmatch',
  'tokens.price.unmatchCost': '{after} after the chat is unlocked, {before} before',
  'tokens.price.rematch': 'Rematch (not refunded)',
  'tokens.price.penalty': 'Penalty for not paying or not replying in time',
  'tokens.price.blockOrReport': 'Block or report',
  'tokens.price.free': 'Free',
  'tokens.weeklyTopUpRule':
    'For your first {weeks} weeks, we top your balance up to {upTo} once a week whenever it is lower.',
  'tokens.topUp.over': 'Weekly top-ups cover your first {weeks} weeks, and yours are over.',
  'tokens.topUp.ifBelowToday': 'Next weekly top-up today, if your balance is below {upTo} by then.',
  'tokens.topUp.ifBelowOn': 'Next weekly top-up on {date}, if your balance is below {upTo} by then.',
  'tokens.topUp.addToday': 'Next weekly top-up: {amount} today (back up to {upTo}).',
  'tokens.topUp.addOn': 'Next weekly top-up: {amount} on {date} (back up to {upTo}).',
  'tokens.likeBack':
    '<bdi>{name}</bdi> already likes you: liking back makes a match, and the chat then needs {tokens} from you.',
  'tokens.how.title': 'How tokens work',
  'tokens.how.gotIt': 'Got it',
  'tokens.how.intro':
    'Discovering, liking, matching, seeing who liked you and the filters are free. Tokens are only for talking with a match: paying a little makes both of you take the conversation seriously.',
  'tokens.how.start': 'You start with {tokens}.',
  'tokens.how.unlocking':
    '<b>Unlocking.</b> After a match, you both have {window} to unlock the chat: each of you pays {standard}, or one of you pays {express} (express) and it opens for both at once. If it does not unlock in time, every payment is refunded, and whoever did not pay loses {penalty}.',
  'tokens.how.firstMessage':
    '<b>The first message.</b> Once the chat is unlocked, one of you has {window} to write first. If nobody writes in that time, the match ends with no penalty, and the tokens paid to unlock it are not refunded.',
  'tokens.how.replies':
    '<b>Replies.</b> After each message, the other person has {window} to reply. Whoever does not reply in time loses {penalty}, and the match ends.',
  'tokens.how.unmatching':
    '<b>Unmatching.</b> Costs {before} before the chat is unlocked (every payment toward it, yours too, is refunded first) and {after} after. A fee or penalty never takes more than your balance.',
  'tokens.how.rematching':
    '<b>Rematching.</b> Costs {cost}, which are not refunded, even if the chat is then not unlocked. You both pay to unlock again, with a new {window}.',
  'tokens.how.blocking':
    '<b>Blocking and reporting</b> are always free: safety never costs. They end the match for good, and refund any payment toward a chat that was not unlocked.',
  // The wallet on the account screen.
  'tokens.wallet.title': 'Token Wallet',
  'tokens.wallet.unit': '{count, plural, one {token} other {tokens}}',
  'tokens.wallet.newUsers': 'New Users Get Tokens Replenished Every Week!',
  'tokens.wallet.prices': 'Prices',
  'tokens.wallet.recent': 'Recent Transactions',
  'tokens.wallet.noTransactions': 'No transactions yet.',
  'tokens.wallet.buy': 'Buy Tokens',
  'tokens.wallet.buyNotYet':
    'Buying tokens is not available yet. Until then, new members have their tokens topped up for free every week.',
  'tokens.wallet.ok': 'OK',
  'tokens.wallet.tryAgain': 'Try Again',
  'tokens.wallet.credit': 'plus {tokens}',
  'tokens.wallet.debit': 'minus {tokens}',
  'tokens.balance.label': 'Your balance: ',
  // Ledger entries, worded by kind (the server keeps an English description).
  'tokens.ledger.welcome': 'Welcome tokens',
  'tokens.ledger.weeklyTopUp': 'Weekly token top-up',
  'tokens.ledger.operatorGrant': 'Tokens from the Mithaq team',
  'tokens.ledger.payment': 'Chat unlock with <bdi>{name}</bdi>',
  'tokens.ledger.expressPayment': 'Express chat unlock with <bdi>{name}</bdi>',
  'tokens.ledger.refund': 'Refund: chat with <bdi>{name}</bdi> was not unlocked',
  'tokens.ledger.paymentPenalty': 'Penalty: chat with <bdi>{name}</bdi> was not unlocked in time',
  'tokens.ledger.responsePenalty': 'Penalty: no reply to <bdi>{name}</bdi> in time',
  'tokens.ledger.unmatchFee': 'Unmatch fee (<bdi>{name}</bdi>)',
  'tokens.ledger.rematch': 'Rematch with <bdi>{name}</bdi>',
  'tokens.ledger.demoGrant': 'Demo community tokens',
  'tokens.ledger.purchase': 'Token pack bought ({price})',
  'tokens.ledger.purchaseReversed': 'Purchase refunded ({price}): its tokens taken back',
  'tokens.ledger.purchaseUnpriced': 'Token pack bought',
  'tokens.ledger.purchaseReversedUnpriced': 'Purchase refunded: its tokens taken back',
  'tokens.ledger.purchaseRestored': 'Purchase dispute closed ({price}): its tokens given back',
  'tokens.ledger.purchaseRestoredUnpriced': 'Purchase dispute closed: its tokens given back',
}
