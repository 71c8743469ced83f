export default {
  'mail.greeting': 'Assalamu alaikum,',
  'mail.signature': 'The Mithaq team',

  'mail.existingSignUp.subject': 'Someone tried to create a Mithaq account with your email',
  'mail.existingSignUp.body':
    'Someone tried to create a new Mithaq account with this email address, which already has an account. If it was you, simply sign in; if you forgot your password, use "Forgot password?" on the sign-in page.',
  'mail.existingSignUp.ignore': 'If it was not you, you can ignore this mail; your account is unchanged.',

  'mail.reset.subject': 'Reset your Mithaq password',
  'mail.reset.body':
    'Someone asked to reset the password of your Mithaq account. If it was you, open this link within one hour:',
  'mail.reset.button': 'Choose a new password',
  'mail.reset.ignore': 'If it was not you, you can ignore this mail; your password stays as it is.',

  'mail.confirm.subject': 'Confirm your email for Mithaq',
  'mail.confirm.body': 'Welcome to Mithaq. Please confirm your email address by opening this link:',
  'mail.confirm.button': 'Confirm my email',
  'mail.confirm.ignore': 'If you did not create an account, you can ignore this mail.',

  'mail.guardianInvite.subject':
    '{name} asks you to be {sex, select, female {her} male {his} other {their}} guardian on Mithaq',
  'mail.guardianInvite.named':
    '{name} has named you as {sex, select, female {her} male {his} other {their}} guardian (wali) on Mithaq, a marriage app.',
  'mail.guardianInvite.what':
    'If you agree, you may receive a weekly copy of their conversations, but only of those where the other person has agreed too, and only of messages written after they agreed.',
  'mail.guardianInvite.confirm': 'To confirm, open this link:',
  'mail.guardianInvite.button': 'Confirm I am their guardian',
  'mail.guardianInvite.ignore':
    'If you do not know this person or do not wish to be their guardian, ignore this e-mail: nothing will be sent to you.',

  'mail.transcript.subject': "This week's conversation of {ward} with {other} on Mithaq",
  'mail.transcript.intro':
    "As {ward}'s guardian, here are the messages between {ward} and {other} from {from} to {to}. {other} agreed that you receive them; either of them can stop it at any time, and then nothing more is sent.",
  'mail.transcript.private': 'Please keep this conversation private.',
  'mail.transcript.yourWard': 'Your ward',
  'mail.transcript.otherPerson': 'the other person',
  'mail.transcript.someone': 'Someone',

  'mail.warning.subject': 'A note from the Mithaq moderators',
  'mail.warning.body':
    'A member reported your conduct on Mithaq and a moderator looked into it. This is a warning; your account is unchanged.',
  'mail.moderatorReason': "The moderator's reason: {reason}",
  'mail.warning.rules':
    'Please keep to our community rules: be respectful, keep it halal, and never ask anyone for money. Another report of the same kind may lead to a suspension.',

  'mail.pictureRemoved.subject': 'A picture was removed from your Mithaq profile',
  'mail.pictureRemoved.body': 'A moderator removed one of your pictures from your Mithaq profile.',

  'mail.appeal.subject': 'Your appeal to the Mithaq moderators',
  'mail.appeal.lifted':
    'A moderator read your appeal and lifted the decision on your Mithaq account. You can sign in again.',
  'mail.appeal.upheld': 'A moderator read your appeal and kept the decision on your Mithaq account.',
  'mail.appeal.answer': 'Their answer: {answer}',
  'mail.purchase.subject': 'Your Mithaq token purchase',
  'mail.purchase.body':
    'Thank you. Your payment of {price} was received and {tokens} tokens were added to your wallet. Your balance is now {balance}.',
  'mail.purchase.what':
    'Tokens are a right to use features inside Mithaq; they are not money and cannot be exchanged back. If the payment is refunded or disputed, the tokens it bought are taken back.',
  'mail.purchase.wallet': 'Open my wallet',
}
