import type { Translation } from '../../translator'
import type en from '../en/language'

export default {
  'language.label': 'زبان',
  'language.accountHint':
    'میثاق، اس کی ای میلز اور اطلاعات اسی زبان میں ہوں گی، ہر اس ڈیوائس پر جہاں آپ سائن اِن کریں۔',
  'language.saveFailed': 'آپ کی زبان محفوظ نہیں ہو سکی۔ براہِ کرم دوبارہ کوشش کریں۔',
  'language.saving': 'محفوظ کیا جا رہا ہے…',
} satisfies Translation<typeof en>
