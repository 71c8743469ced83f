import type { Translation } from '../../translator'
import type en from '../en/common'

export default {
  'common.notFound.title': 'عذرًا! الصفحة غير موجودة',
  'common.notFound.body': 'الصفحة التي تبحث عنها غير موجودة أو نُقلت.',
  'common.notFound.home': 'العودة إلى الرئيسية',
} satisfies Translation<typeof en>
