// The language pickers (components/ui/language-picker.tsx) and the account's Language card.
export default {
  'language.label': 'Language',
  'language.accountHint':
    'Mithaq, its emails and its notifications speak this language, on every device you sign in on.',
  'language.saveFailed': 'Your language could not be saved. Please try again.',
  'language.saving': 'Saving…',
}
