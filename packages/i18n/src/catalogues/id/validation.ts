import type { Translation } from '../../translator'
import type en from '../en/validation'

export default {
  'validation.moderationReasonRequired': 'Alasan wajib diisi',
  'validation.moderationReasonTooShort': '{min, plural, other {Alasan minimal # karakter}}',
  'validation.moderationReasonTooLong': '{max, plural, other {Alasan tidak boleh lebih dari # karakter}}',
  'validation.appealRequired': 'Mohon tulis banding Anda',
  'validation.appealTooShort': '{min, plural, other {Banding Anda minimal # karakter}}',
  'validation.appealTooLong': '{max, plural, other {Banding Anda tidak boleh lebih dari # karakter}}',
  'validation.appealAnswerRequired': 'Jawaban wajib diisi',
  'validation.appealAnswerTooShort': '{min, plural, other {Jawaban minimal # karakter}}',
  'validation.appealAnswerTooLong': '{max, plural, other {Jawaban tidak boleh lebih dari # karakter}}',
  'validation.guardianEmailInvalid': 'Mohon masukkan alamat email yang valid',
} satisfies Translation<typeof en>
