// The account screen's own cards: deactivating, deleting, and downloading your data.
export default {
  'account.management.title': 'Account Management',
  'account.management.intro':
    'Need a break? Deactivate and come back whenever you sign in. Deleting removes your account for good.',
  'account.management.deactivate': 'Deactivate My Account',
  'account.management.delete': 'Delete My Account',
  'account.signedOutEverywhere': 'You are signed out on every device.',
  'account.deactivate.title': 'Deactivate your account?',
  'account.deactivate.description': 'Take a break for as long as you need. Here is what happens:',
  'account.deactivate.confirm': 'Deactivate',
  'account.deactivate.busy': 'Deactivating...',
  'account.deactivate.hidden': "Your profile is hidden from Discover and from everyone's Liked lists.",
  'account.deactivate.matchesEnd':
    'Your active matches end, with no fee. Tokens paid toward a chat that never unlocked are refunded.',
  'account.deactivate.comeBack': 'To come back, simply sign in again and your profile reappears.',
  'account.delete.title': 'Delete your account?',
  'account.delete.description': 'This is permanent and cannot be undone.',
  'account.delete.confirm': 'Delete Permanently',
  'account.delete.busy': 'Deleting...',
  'account.delete.profileErased': 'Your profile and pictures are erased.',
  'account.delete.matchesErased': 'Your matches and messages are erased.',
  'account.delete.onlyBreak': 'If you only need a break, you can deactivate your account instead.',
  'account.data.title': 'Your Data',
  'account.data.intro':
    'Download a copy of everything we hold about you: your profile and pictures, likes, matches and their messages, tokens, notifications and the reports you made. It is made when you ask and kept nowhere else.',
  'account.data.download': 'Download My Data',
  'account.data.preparing': 'Preparing your data...',
  'account.data.downloading': 'Your data is downloading',
  'account.data.downloadingText': 'A zip file with your data and pictures, made just now.',
  'account.data.failed': 'We could not prepare your data',
}
