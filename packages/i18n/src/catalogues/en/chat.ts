// One conversation: header, timers, payment card, messages, composer, unmatch, safety warnings.
export default {
  'chat.loading': 'Loading conversation...',
  'chat.loadFailed': 'Could not load match details',
  'chat.noLongerAvailable': 'This conversation is no longer available.',
  'chat.tryAgain': 'Try Again',
  'chat.backToMatchesButton': 'Back to Matches',
  'chat.conversationWith': 'Conversation with {name}',
  'chat.earlier.label': 'Earlier conversation',
  'chat.earlier.text': 'Your earlier conversation with <bdi>{name}</bdi>. Unlock the chat to talk again.',
  'chat.messagesFailed': 'Failed to load messages. Please try again.',
  'chat.sendFailed': 'Failed to send message. Please try again.',
  'chat.noMessages': 'No messages yet. Start the conversation!',
  'chat.today': 'Today',
  'chat.yesterday': 'Yesterday',
  // The header and its menu.
  'chat.header.back': 'Back to matches',
  'chat.header.options': 'Chat options',
  'chat.header.viewProfile': 'View Profile',
  'chat.header.unmatch': 'Unmatch',
  'chat.header.block': 'Block',
  'chat.header.report': 'Report',
  // The composer and the message bubbles.
  'chat.composer.label': 'Message',
  'chat.composer.placeholder': 'Type a message...',
  'chat.composer.send': 'Send message',
  'chat.message.sending': '· Sending…',
  'chat.message.read': 'Read',
  'chat.message.sent': 'Sent',
  // The running timer.
  'chat.timer.left': '{left} left',
  'chat.timer.expired': 'Expired',
  'chat.timer.aria': '{label}: {left}',
  'chat.timer.waitingUnlock': 'Waiting for {name} to unlock',
  'chat.timer.timeToUnlock': 'Time left to unlock this chat',
  'chat.timer.startConversation': 'Start a conversation',
  'chat.timer.yourTurn': 'Your turn to respond',
  'chat.timer.waitingFor': 'Waiting for {name}',
  'chat.timer.payThem':
    'You have paid. If {name} does not pay before the time runs out, your tokens come back to you, {name} loses {penalty}, and the match ends.',
  'chat.timer.payMe':
    '{name} has paid. If you do not pay before the time runs out, you lose {penalty}, {name} is refunded, and the match ends.',
  'chat.timer.payEither':
    'If the chat is not unlocked before the time runs out, whoever paid is refunded, whoever did not pay loses {penalty}, and the match ends.',
  'chat.timer.firstMessage':
    'If neither of you sends a first message before the time runs out, the match ends. Tokens spent to unlock are not refunded.',
  'chat.timer.replyMe':
    'If you do not reply before the time runs out, you lose {penalty} and the match ends.',
  'chat.timer.replyThem':
    'If {name} does not reply before the time runs out, {name} loses {penalty} and the match ends.',
  // Paying to unlock.
  'chat.payment.title': 'Unlock your chat',
  'chat.payment.yourBalance': 'Your balance',
  'chat.payment.theyPaidPay':
    '<bdi>{name}</bdi> has paid. Pay {count, plural, one {# token} other {# tokens}} to unlock your chat.',
  'chat.payment.youPaid': '{count, plural, one {You have paid # token} other {You have paid # tokens}}',
  'chat.payment.youNotPaid': 'You have not paid yet',
  'chat.payment.theyPaid': '<bdi>{name}</bdi> has paid',
  'chat.payment.theyNotPaid': '<bdi>{name}</bdi> has not paid yet',
  'chat.payment.waiting': 'Waiting for <bdi>{name}</bdi> to pay. The chat unlocks as soon as they do.',
  'chat.payment.paying': 'Paying...',
  'chat.payment.pay': '{count, plural, one {Pay # token} other {Pay # tokens}}',
  'chat.payment.express': '{count, plural, one {Express access · # token} other {Express access · # tokens}}',
  'chat.payment.cannotPay': 'You have {balance}: unlocking needs {standard}, express {express}.',
  'chat.payment.cannotExpress': 'You have {balance}: enough to pay {standard}, not for express ({express}).',
  'chat.payment.expressHint':
    'Each of you pays {standard} tokens, or you pay {express} and the chat opens for both of you at once.',
  'chat.payment.failed': 'Failed to process payment',
  'chat.payment.takingYouBack': 'Taking you back to your matches…',
  'chat.antiGhosting.title': 'Why chats start with tokens',
  'chat.antiGhosting.seriously':
    'A few tokens from each of you show that you are both taking this match seriously.',
  'chat.antiGhosting.penalty':
    'Not unlocking before the window closes, or not replying before the timer runs out, costs a penalty token.',
  'chat.antiGhosting.refund': 'If the chat is never unlocked, every token paid toward it is refunded.',
  'chat.antiGhosting.manners': 'Be mindful of your manners, keep it halal, and reply on time.',
  // Unmatching from the chat.
  'chat.unmatch.title': 'Unmatch {name}?',
  'chat.unmatch.confirm': 'Unmatch for {fee}',
  'chat.unmatch.busy': 'Unmatching...',
  'chat.unmatch.cost':
    'Unmatching costs {after} once a chat is unlocked, and {before} before. For this chat that is <b>{fee}</b>, deducted from your balance straight away.',
  'chat.unmatch.refunded': 'The chat was not unlocked, so every payment toward it is refunded first.',
  'chat.unmatch.refundedYours':
    'The chat was not unlocked, so every payment toward it is refunded first, your {paid} too.',
  'chat.unmatch.readable':
    'The conversation stays readable, and you can rematch with <bdi>{name}</bdi> later from your unmatched profiles.',
  'chat.unmatch.done': 'You unmatched {name}',
  'chat.unmatch.balanceNow': 'Your balance is now {balance}.',
  'chat.unmatch.failed': 'Failed to unmatch. Please try again.',
  // Over a chat that has ended.
  'chat.ended.youUnmatched': 'You unmatched <bdi>{name}</bdi>.',
  'chat.ended.theyUnmatched': '<bdi>{name}</bdi> unmatched with you.',
  'chat.ended.nonResponse': 'Non-response auto-unmatch: a timer ran out before the chat moved on.',
  'chat.ended.readOnly': 'This chat is now read-only.',
  'chat.ended.rematchLink': 'Rematch from your unmatched profiles',
  'chat.ended.seeUnmatched': 'See your unmatched profiles',
  // Safety warnings: the patterns live in @mithaq/domain (chat-safety.ts), the words here.
  'chat.safety.firstMessageNote':
    'Stay safe: keep the conversation on Mithaq until you know each other well, never send money, and report anything that feels wrong.',
  'chat.safety.draftTitleMoney': 'Talking about money?',
  'chat.safety.draftTitleContact': 'Sharing contact details?',
  'chat.safety.draftAdviceMoney':
    'Never send money, gift cards or investments to someone you have not met. You can still send this message.',
  'chat.safety.draftAdviceContact':
    'Take your time before sharing a number, an e-mail address or another app: here you can report and block if something goes wrong. You can still send this message.',
  'chat.safety.receivedTitleMoney': 'This message talks about money',
  'chat.safety.receivedTitleContact': 'This message shares contact details',
  'chat.safety.receivedAdviceMoney':
    'Scammers often bring up investments, crypto or money transfers. Never send money or gift cards to someone you have not met.',
  'chat.safety.receivedAdviceContact':
    'Scammers often move a chat to another app, where nobody can help. Take your time, and keep talking here if you are unsure.',
  // What a received warning names, listed in the member's language (Intl.ListFormat joins them).
  'chat.safety.found': 'In this message: {concerns}.',
  'chat.safety.concern.phone': 'a phone number',
  'chat.safety.concern.email': 'an e-mail address',
  'chat.safety.concern.messagingApp': 'a messaging app',
  'chat.safety.concern.moneyRequest': 'a request for money',
  'chat.safety.concern.paymentMethod': 'a way of sending money',
  'chat.safety.concern.investment': 'talk of investments or crypto',
  'chat.safety.report': 'Report',
  'chat.safety.reportReasonMoney': 'A message in our chat asked about money or investments.',
  'chat.safety.reportReasonContact':
    'A message in our chat shared contact details to move the conversation elsewhere.',
  'chat.header.revealPictures': 'Reveal my pictures to {name}',
  'chat.header.blurPictures': 'Blur my pictures again',
  'chat.pictures.revealed': '{name} can now see your pictures.',
  'chat.pictures.blurred': 'Your pictures are blurred for {name} again.',
}
