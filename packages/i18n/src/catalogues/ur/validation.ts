import type { Translation } from '../../translator'
import type en from '../en/validation'

export default {
  'validation.moderationReasonRequired': 'وجہ درکار ہے',
  'validation.moderationReasonTooShort':
    '{min, plural, one {وجہ کم از کم # حرف کی ہونی چاہیے} other {وجہ کم از کم # حروف کی ہونی چاہیے}}',
  'validation.moderationReasonTooLong':
    '{max, plural, one {وجہ # حرف سے زیادہ نہیں ہو سکتی} other {وجہ # حروف سے زیادہ نہیں ہو سکتی}}',
  'validation.appealRequired': 'براہِ کرم اپنی اپیل لکھیں',
  'validation.appealTooShort':
    '{min, plural, one {آپ کی اپیل کم از کم # حرف کی ہونی چاہیے} other {آپ کی اپیل کم از کم # حروف کی ہونی چاہیے}}',
  'validation.appealTooLong':
    '{max, plural, one {آپ کی اپیل # حرف سے زیادہ نہیں ہو سکتی} other {آپ کی اپیل # حروف سے زیادہ نہیں ہو سکتی}}',
  'validation.appealAnswerRequired': 'جواب درکار ہے',
  'validation.appealAnswerTooShort':
    '{min, plural, one {جواب کم از کم # حرف کا ہونا چاہیے} other {جواب کم از کم # حروف کا ہونا چاہیے}}',
  'validation.appealAnswerTooLong':
    '{max, plural, one {جواب # حرف سے زیادہ نہیں ہو سکتا} other {جواب # حروف سے زیادہ نہیں ہو سکتا}}',
  'validation.guardianEmailInvalid': 'براہِ کرم درست ای میل پتہ درج کریں',
} satisfies Translation<typeof en>
