import type { Translation } from '../../translator'
import type en from '../en/language'

export default {
  'language.label': 'اللغة',
  'language.accountHint': 'يتحدث ميثاق ورسائله وإشعاراته بهذه اللغة، على كل جهاز تسجّلون الدخول منه.',
  'language.saveFailed': 'تعذّر حفظ لغتكم. يُرجى المحاولة مرة أخرى.',
  'language.saving': 'جارٍ الحفظ…',
} satisfies Translation<typeof en>
