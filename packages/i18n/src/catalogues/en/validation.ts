// Validation texts packages/domain words itself (MESSAGES reads them in the current language).
export default {
  'validation.moderationReasonRequired': 'Reason is required',
  'validation.moderationReasonTooShort': 'Reason must be at least {min} characters long',
  'validation.moderationReasonTooLong': 'Reason must be no more than {max} characters long',
  'validation.appealRequired': 'Your appeal is required',
  'validation.appealTooShort': 'Your appeal must be at least {min} characters long',
  'validation.appealTooLong': 'Your appeal must be no more than {max} characters long',
  'validation.appealAnswerRequired': 'Answer is required',
  'validation.appealAnswerTooShort': 'Answer must be at least {min} characters long',
  'validation.appealAnswerTooLong': 'Answer must be no more than {max} characters long',
  'validation.guardianEmailInvalid': 'Please enter a valid e-mail address',
}
