import type { Translation } from '../../translator'
import type en from '../en/validation'

export default {
  'validation.moderationReasonRequired': 'Le motif est obligatoire',
  'validation.moderationReasonTooShort':
    '{min, plural, one {Le motif doit comporter au moins # caractère} other {Le motif doit comporter au moins # caractères}}',
  'validation.moderationReasonTooLong':
    '{max, plural, one {Le motif ne doit pas dépasser # caractère} other {Le motif ne doit pas dépasser # caractères}}',
  'validation.appealRequired': 'Veuillez rédiger votre recours',
  'validation.appealTooShort':
    '{min, plural, one {Votre recours doit comporter au moins # caractère} other {Votre recours doit comporter au moins # caractères}}',
  'validation.appealTooLong':
    '{max, plural, one {Votre recours ne doit pas dépasser # caractère} other {Votre recours ne doit pas dépasser # caractères}}',
  'validation.appealAnswerRequired': 'La réponse est obligatoire',
  'validation.appealAnswerTooShort':
    '{min, plural, one {La réponse doit comporter au moins # caractère} other {La réponse doit comporter au moins # caractères}}',
  'validation.appealAnswerTooLong':
    '{max, plural, one {La réponse ne doit pas dépasser # caractère} other {La réponse ne doit pas dépasser # caractères}}',
  'validation.guardianEmailInvalid': 'Veuillez saisir une adresse e-mail valide',
} satisfies Translation<typeof en>
