// What the web app says for each error code the server answers (decision 283). In English the
// server's own message is shown (the specification's texts); every other language words the code.
export default {
  'errors.NETWORK': 'We could not reach Mithaq. Please check your connection and try again.',
  'errors.VALIDATION_FAILED': 'Some details are not right. Please check them and try again.',
  'errors.UNAUTHENTICATED': 'Please sign in to continue.',
  'errors.FORBIDDEN': 'You cannot do that.',
  'errors.NOT_FOUND': 'We could not find that. It may have been removed.',
  'errors.CONFLICT': 'That has already changed. Please refresh and try again.',
  'errors.EMAIL_TAKEN': 'This email is already registered.',
  'errors.PAYLOAD_TOO_LARGE': 'That file is too large.',
  'errors.UNSUPPORTED_MEDIA_TYPE': 'That kind of file or request is not supported.',
  'errors.RATE_LIMITED': 'Too many attempts. Please wait a moment and try again.',
  'errors.INTERNAL': 'An unexpected error occurred. Please try again.',
  'errors.SERVICE_UNAVAILABLE': 'Mithaq is briefly unavailable. Please try again in a moment.',
  'errors.INVALID_CREDENTIALS': 'Invalid email or password.',
  'errors.EMAIL_NOT_VERIFIED': 'Please confirm your email first: we sent you a link.',
  'errors.INVALID_TOKEN': 'This link is invalid or has expired. Please ask for a new one.',
  'errors.INVALID_ORIGIN': 'This request did not come from Mithaq.',
  'errors.TOO_MANY_SOCKETS': 'Mithaq is open in too many windows. Please close one and try again.',
  'errors.ACCOUNT_RESTRICTED': 'This account is restricted.',
  'errors.OWN_CASE':
    'A moderator cannot decide a report or an appeal about themselves: another moderator will.',
  'errors.MODERATOR_TARGET':
    'A moderator cannot be suspended or banned from the console. The operator must first take away their moderator role.',
  'errors.ASKED_TOO_SOON':
    'They declined recently. You can ask again once 30 days have passed since their answer.',

  // A refused match action: why, as the server's `reason` says.
  'errors.reason.not_participant': 'We could not find that match.',
  'errors.reason.match_ended': 'This match has ended.',
  'errors.reason.payment_window_closed': 'The payment window has closed, so this match has ended.',
  'errors.reason.already_unlocked': 'This chat is already unlocked.',
  'errors.reason.already_paid': 'You have already paid for this match.',
  'errors.reason.other_already_paid': 'The other person has already paid: pay for the standard unlock.',
  'errors.reason.insufficient_tokens': 'You do not have enough tokens for this.',
  'errors.reason.chat_locked':
    'This chat is locked: both of you must pay to unlock it before sending messages.',
  'errors.reason.already_unmatched': 'This match has already ended.',
  'errors.reason.still_matched': 'You are still matched with this person.',
  'errors.reason.rematch_not_allowed': 'A rematch is not possible with this person.',
  'errors.reason.rematch_impossible': 'This rematch is no longer possible.',
  'errors.reason.not_unmatched': 'This match has not ended.',
  'errors.reason.already_removed': 'This person has already been removed from your list.',
  'errors.reason.balance_below_zero': 'Your balance is below zero after a refunded purchase.',
}
