import type { Translation } from '../../translator'
import type en from '../en/language'

export default {
  'language.label': 'اللغة',
  'language.accountHint':
    'يظهر ميثاق ورسائله البريدية وإشعاراته بهذه اللغة، أيًّا كان الجهاز الذي سجّلت الدخول منه.',
  'language.saveFailed': 'تعذّر حفظ اللغة التي اخترتها. يُرجى المحاولة مرة أخرى.',
  'language.saving': 'جارٍ الحفظ…',
} satisfies Translation<typeof en>
