import type { Translation } from '../../translator'
import type en from '../en/common'

export default {
  'common.notFound.title': 'معذرت! صفحہ نہیں ملا',
  'common.notFound.body': 'جو صفحہ آپ تلاش کر رہے ہیں وہ موجود نہیں یا منتقل ہو گیا ہے۔',
  'common.notFound.home': 'ہوم پر واپس جائیں',
} satisfies Translation<typeof en>
