// Buying tokens (the wallet's packs, the way to the payment page and back, the purchase history),
// loaded with the parts that show them: a screen without a purchase never downloads them.
export default {
  'payments.packs.title': 'Token packs',
  'payments.packs.intro':
    'Tokens unlock chats with your matches: {standard} from each of you, or {express} to open a chat for both of you at once.',
  'payments.pack.unlocks':
    '{count, plural, one {Enough for # chat unlock} other {Enough for # chat unlocks}}',
  'payments.pack.buy': 'Buy {tokens} for {price}',
  'payments.currency': 'Currency',
  'payments.notMoney':
    'Tokens are a right to use features inside Mithaq, not money: they have no cash value and cannot be paid out. Card payments are handled by Stripe; Mithaq never sees your card.',
  'payments.loadFailed': 'The token packs could not be loaded.',
  'payments.tryAgain': 'Try Again',
  'payments.redirecting': 'Opening the secure payment page…',
  'payments.checkoutFailed': 'The payment page could not be opened, and nothing was charged. {reason}',
  'payments.processing.title': 'Processing your purchase',
  'payments.processing.body':
    'Thank you. Your tokens are added as soon as the payment is confirmed, usually within a few seconds.',
  'payments.processing.slow':
    'The confirmation is taking longer than usual. You may leave this page: your tokens appear in your wallet as soon as it arrives.',
  'payments.done': 'Thank you! {tokens} added to your wallet.',
  'payments.cancelled': 'You left the payment page before paying, so nothing was charged.',
  'payments.reversed': 'This purchase was refunded, so its tokens were taken back.',
  'payments.close': 'Close',
  'payments.history.title': 'Your purchases',
  'payments.history.empty': 'No purchases yet.',
  'payments.history.row': '{tokens} for {price}',
  'payments.status.pending': 'Processing',
  'payments.status.credited': 'Added',
  'payments.status.reversed': 'Refunded, tokens taken back',
  'payments.provider.stripe': 'Card',
  'payments.provider.apple': 'App Store',
  'payments.provider.google': 'Google Play',
  'payments.notMoneyStore':
    'Tokens are a right to use features inside Mithaq, not money: they have no cash value and cannot be paid out. Payments are handled by {store}; Mithaq never sees your card.',
  'payments.store.opening': 'Waiting for the store…',
  'payments.store.cancelled': 'The purchase was cancelled, so nothing was charged.',
  'payments.store.pending':
    'The store is holding your payment until it is approved. Your tokens are added as soon as it clears.',
  'payments.store.unavailable': 'This pack cannot be bought in the store right now, so nothing was charged.',
  'payments.store.failed': 'The purchase could not be completed. {reason}',
}
