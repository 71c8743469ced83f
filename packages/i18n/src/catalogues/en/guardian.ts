// A guardian (wali): naming one on the account screen, and following a conversation.
export default {
  'guardian.title': 'Your Guardian',
  'guardian.intro':
    'A guardian (wali) can receive a weekly copy of a conversation, only when the other person agrees, and only of messages written after that. Either of you can stop it at any time.',
  'guardian.confirmed': '· confirmed',
  'guardian.waiting': '· waiting for them to confirm by the e-mailed link',
  'guardian.remove': 'Remove Guardian',
  'guardian.removed': 'Your guardian was removed',
  'guardian.email': 'Guardian’s e-mail',
  'guardian.name': 'Name My Guardian',
  'guardian.sending': 'Sending...',
  'guardian.emailed': 'We have e-mailed your guardian',
  'guardian.emailedText': 'They need to confirm by the link.',
  'guardian.conversation.label': 'Guardian',
  'guardian.conversation.theyAsk':
    '<bdi>{name}</bdi> would like {sex, select, female {her} male {his} other {their}} guardian to receive a weekly copy of this conversation, from now on. Nothing is sent unless you agree.',
  'guardian.conversation.agree': 'Agree',
  'guardian.conversation.decline': 'Decline',
  'guardian.conversation.agreed': 'You agreed',
  'guardian.conversation.declined': 'You declined',
  'guardian.conversation.theirsFollowing':
    '<bdi>{name}</bdi>’s guardian is following: a weekly copy of the messages since you agreed.',
  'guardian.conversation.stop': 'Stop',
  'guardian.conversation.stopped': 'Stopped',
  'guardian.conversation.withdraw': 'Withdraw',
  'guardian.conversation.mineFollowing':
    'Your guardian is following, with <bdi>{name}</bdi>’s agreement: a weekly copy of new messages.',
  'guardian.conversation.mineWaiting':
    'Waiting for <bdi>{name}</bdi> to agree that your guardian follows this conversation.',
  'guardian.conversation.mineDeclined':
    '<bdi>{name}</bdi> preferred that your guardian does not follow this conversation.',
  'guardian.conversation.canAsk': 'Your guardian can follow this conversation if <bdi>{name}</bdi> agrees.',
  'guardian.conversation.ask': 'Ask <bdi>{name}</bdi>',
  'guardian.conversation.asked': 'We asked {name}',
}
