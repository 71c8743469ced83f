import type { Translation } from '../../translator'
import type en from '../en/account'

export default {
  'account.management.title': 'اکاؤنٹ کا انتظام',
  'account.management.intro':
    'وقفہ چاہیے؟ اکاؤنٹ غیر فعال کریں اور جب چاہیں سائن ان کر کے واپس آئیں۔ حذف کرنے سے آپ کا اکاؤنٹ ہمیشہ کے لیے ختم ہو جاتا ہے۔',
  'account.management.deactivate': 'میرا اکاؤنٹ غیر فعال کریں',
  'account.management.delete': 'میرا اکاؤنٹ حذف کریں',
  'account.signedOutEverywhere': 'آپ ہر ڈیوائس سے سائن آؤٹ ہو جاتے ہیں۔',
  'account.deactivate.title': 'اپنا اکاؤنٹ غیر فعال کریں؟',
  'account.deactivate.description': 'جتنا وقفہ چاہیں لیں۔ یہ ہوگا:',
  'account.deactivate.confirm': 'غیر فعال کریں',
  'account.deactivate.busy': 'غیر فعال کیا جا رہا ہے...',
  'account.deactivate.hidden': 'آپ کی پروفائل دریافت اور سب کی پسند کی فہرستوں سے چھپ جاتی ہے۔',
  'account.deactivate.matchesEnd':
    'آپ کے فعال میچ بغیر فیس کے ختم ہو جاتے ہیں۔ جو چیٹ کبھی نہیں کھلی اس کے لیے ادا کیے گئے ٹوکن واپس ہو جاتے ہیں۔',
  'account.deactivate.comeBack': 'واپس آنے کے لیے بس دوبارہ سائن ان کریں، آپ کی پروفائل پھر سے نظر آئے گی۔',
  'account.delete.title': 'اپنا اکاؤنٹ حذف کریں؟',
  'account.delete.description': 'یہ مستقل ہے اور واپس نہیں ہو سکتا۔',
  'account.delete.confirm': 'مستقل طور پر حذف کریں',
  'account.delete.busy': 'حذف کیا جا رہا ہے...',
  'account.delete.profileErased': 'آپ کی پروفائل اور تصاویر مٹا دی جاتی ہیں۔',
  'account.delete.matchesErased': 'آپ کے میچ اور پیغامات مٹا دیے جاتے ہیں۔',
  'account.delete.onlyBreak': 'اگر آپ کو صرف وقفہ چاہیے تو اس کے بجائے اکاؤنٹ غیر فعال کر سکتے ہیں۔',
  'account.data.title': 'آپ کا ڈیٹا',
  'account.data.intro':
    'ہمارے پاس آپ کے بارے میں جو کچھ ہے اس کی ایک کاپی ڈاؤن لوڈ کریں: آپ کی پروفائل اور تصاویر، پسندیں، میچ اور ان کے پیغامات، ٹوکن، اطلاعات اور آپ کی رپورٹس۔ یہ آپ کے کہنے پر بنتی ہے اور کہیں اور محفوظ نہیں ہوتی۔',
  'account.data.download': 'میرا ڈیٹا ڈاؤن لوڈ کریں',
  'account.data.preparing': 'آپ کا ڈیٹا تیار ہو رہا ہے...',
  'account.data.downloading': 'آپ کا ڈیٹا ڈاؤن لوڈ ہو رہا ہے',
  'account.data.downloadingText': 'آپ کے ڈیٹا اور تصاویر کی ایک زِپ فائل، ابھی تیار کی گئی۔',
  'account.data.failed': 'ہم آپ کا ڈیٹا تیار نہیں کر سکے',
} satisfies Translation<typeof en>
