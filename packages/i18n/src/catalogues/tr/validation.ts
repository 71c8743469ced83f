import type { Translation } from '../../translator'
import type en from '../en/validation'

export default {
  'validation.moderationReasonRequired': 'Gerekçe zorunludur',
  'validation.moderationReasonTooShort':
    '{min, plural, one {Gerekçe en az # karakter olmalıdır} other {Gerekçe en az # karakter olmalıdır}}',
  'validation.moderationReasonTooLong':
    '{max, plural, one {Gerekçe en fazla # karakter olabilir} other {Gerekçe en fazla # karakter olabilir}}',
  'validation.appealRequired': 'Lütfen itirazınızı yazın',
  'validation.appealTooShort':
    '{min, plural, one {İtirazınız en az # karakter olmalıdır} other {İtirazınız en az # karakter olmalıdır}}',
  'validation.appealTooLong':
    '{max, plural, one {İtirazınız en fazla # karakter olabilir} other {İtirazınız en fazla # karakter olabilir}}',
  'validation.appealAnswerRequired': 'Yanıt zorunludur',
  'validation.appealAnswerTooShort':
    '{min, plural, one {Yanıt en az # karakter olmalıdır} other {Yanıt en az # karakter olmalıdır}}',
  'validation.appealAnswerTooLong':
    '{max, plural, one {Yanıt en fazla # karakter olabilir} other {Yanıt en fazla # karakter olabilir}}',
  'validation.guardianEmailInvalid': 'Lütfen geçerli bir e-posta adresi girin',
} satisfies Translation<typeof en>
