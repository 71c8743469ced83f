export default {
  // Titles: the same on the bell's list and on a device's push.
  'notifications.title.like': 'New Like!',
  'notifications.title.match': 'New Match!',
  'notifications.title.message': 'New Message',
  'notifications.title.chat_unlocked': 'Chat Unlocked!',
  'notifications.title.payment_required': 'Payment Required',
  'notifications.title.reminder': 'Time Is Running Out',
  'notifications.title.test': 'Test Notification',

  // The sender, X in the sentences below.
  'notifications.someone': 'Someone',
  'notifications.demoSender': '{name} (demo member)',

  'notifications.like': '{name} liked your profile!',
  'notifications.message': '{name}: {content}',
  'notifications.messageNoText': '{name} sent you a message.',
  'notifications.messages':
    '{count, plural, one {# new message from {name}: {content}} other {# new messages from {name}: {content}}}',
  'notifications.messagesNoText':
    '{count, plural, one {# new message from {name}.} other {# new messages from {name}.}}',
  'notifications.rematch': '{name} rematched with you!',
  'notifications.rematchMore': 'Unlock the chat to talk again.',
  'notifications.match': 'You matched with {name}!',
  'notifications.matchMore': 'Unlock the chat to start talking.',
  'notifications.chatUnlocked': 'Your chat with {name} is open. Say salam!',
  'notifications.paymentRequired': '{name} paid to unlock your chat. Unlock it too to start talking.',
  'notifications.test': 'Push notifications are working.',

  // Reminders before a match's timer ends; kind is payment_window, first_message or reply.
  'notifications.reminder.generic': 'Your match with {name} needs you soon.',
  'notifications.reminder':
    '{kind, select, payment_window {Your match with {name} is waiting to be unlocked. Unlock the chat before the window closes to keep it.} first_message {Your chat with {name} is open. Say salam before the timer ends to keep your match.} other {{name} is waiting for your reply. Answer before the timer ends to keep your match.}}',
  'notifications.reminder.left':
    '{kind, select, payment_window {The time to unlock your chat with {name}} first_message {The time to send a first message to {name}} other {The time to reply to {name}}} ends soon: {left}.',
  'notifications.reminder.ranOut':
    '{kind, select, payment_window {The time to unlock your chat with {name}} first_message {The time to send a first message to {name}} other {The time to reply to {name}}} has run out.',
  'notifications.reminder.endsSoon':
    '{kind, select, payment_window {The time to unlock your chat with {name}} first_message {The time to send a first message to {name}} other {The time to reply to {name}}} ends soon.',
  'notifications.reminder.wasRunningOut':
    '{kind, select, payment_window {The time to unlock your chat with {name}} first_message {The time to send a first message to {name}} other {The time to reply to {name}}} was running out.',

  // The screen (features/notifications).
  'notifications.heading': 'Notifications',
  'notifications.markAllRead': 'Mark all as read',
  'notifications.markReadFailed': 'Could not mark notifications as read',
  'notifications.loading': 'Loading notifications...',
  'notifications.empty': 'No notifications yet',
  'notifications.emptyHint': 'Likes, matches, messages and reminders before a timer ends will appear here.',
  'notifications.listLabel': 'Notifications',
  'notifications.loadMore': 'Load more',
  'notifications.loadMoreFailed': 'Could not load more notifications. Please try again.',
  'notifications.unread': 'Unread',
  'notifications.bell': 'Notifications',
  'notifications.bellUnread':
    'Notifications, {count, plural, one {# unread notification} other {# unread notifications}}',
  'notifications.newLikes': '{count, plural, one {# new like} other {# new likes}}',

  // Push on this device and per kind.
  'notifications.push.heading': 'Push notifications',
  'notifications.push.kind.like': 'Likes',
  'notifications.push.kind.match': 'New matches',
  'notifications.push.kind.message': 'Messages',
  'notifications.push.kind.chat_unlocked': 'Chat unlocked',
  'notifications.push.kind.payment_required': 'Payment required',
  'notifications.push.kind.reminder': 'Timers about to end',
  'notifications.push.state.checking': 'Checking this device…',
  'notifications.push.state.unsupported':
    'This browser cannot show push notifications. Everything still appears here, on this screen.',
  'notifications.push.state.deniedInApp':
    "Notifications are blocked for Mithaq on this phone. To get them, allow notifications for Mithaq in your phone's settings, then come back here.",
  'notifications.push.offerDeniedInApp':
    "Notifications are blocked on this phone. You can allow them later in your phone's settings.",
  'notifications.push.state.denied':
    "Notifications are blocked for Mithaq in this browser. To get them, allow notifications for this site in your browser's settings, then come back here.",
  'notifications.push.state.off':
    'Get told about likes, matches, messages and timers about to end, even when Mithaq is closed.',
  'notifications.push.state.on': 'Push notifications are on for this device.',
  'notifications.push.failed': 'They could not be turned on just now. Please try again.',
  'notifications.push.turnOn': 'Turn on notifications',
  'notifications.push.turnOff': 'Turn off on this device',
  'notifications.push.choose': 'Choose what to be told about',
  'notifications.push.loadingChoices': 'Loading your choices…',
  'notifications.push.choicesFailed': 'Your choices could not be loaded.',
  'notifications.push.tryAgain': 'Try again',
  'notifications.push.byKind': 'Push notifications by kind',
  'notifications.push.saveFailed': 'That change could not be saved. Please try again.',
  'notifications.push.offerOn': 'Notifications are on. We will tell you when it is your move.',
  'notifications.push.offerDenied':
    "Notifications are blocked in this browser. You can allow them later in your browser's settings.",
  'notifications.push.offer':
    'Want to know when it is your move (a payment, a reply, a timer about to end), even with Mithaq closed?',
  'notifications.push.offerFailed': 'That did not work. Try again from Notifications.',
}
