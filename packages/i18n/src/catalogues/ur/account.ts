import type { Translation } from '../../translator'
import type en from '../en/account'

export default {
  'account.management.title': 'اکاؤنٹ کا انتظام',
  'account.management.intro':
    'وقفہ چاہیے؟ اکاؤنٹ غیر فعال کریں، اور جب چاہیں سائن اِن کر کے واپس آئیں۔ حذف کرنے سے آپ کا اکاؤنٹ ہمیشہ کے لیے ختم ہو جاتا ہے۔',
  'account.management.deactivate': 'میرا اکاؤنٹ غیر فعال کریں',
  'account.management.delete': 'میرا اکاؤنٹ حذف کریں',
  'account.signedOutEverywhere': 'آپ کو ہر ڈیوائس سے سائن آؤٹ کر دیا جاتا ہے۔',
  'account.deactivate.title': 'اپنا اکاؤنٹ غیر فعال کریں؟',
  'account.deactivate.description': 'جتنا وقفہ چاہیں لیں۔ اس سے یہ ہوگا:',
  'account.deactivate.confirm': 'غیر فعال کریں',
  'account.deactivate.busy': 'غیر فعال کیا جا رہا ہے...',
  'account.deactivate.hidden': 'آپ کا پروفائل «دریافت کریں» سے اور سب کی «پسند» فہرستوں سے چھپ جاتا ہے۔',
  'account.deactivate.matchesEnd':
    'آپ کے فعال میچ بغیر فیس کے ختم ہو جاتے ہیں۔ جو چیٹ کبھی نہیں کھلی اس کے لیے ادا کیے گئے ٹوکن واپس ہو جاتے ہیں۔',
  'account.deactivate.comeBack':
    'واپس آنے کے لیے بس دوبارہ سائن اِن کریں، آپ کا پروفائل پھر سے نظر آنے لگے گا۔',
  'account.delete.title': 'اپنا اکاؤنٹ حذف کریں؟',
  'account.delete.description': 'یہ مستقل ہے اور واپس نہیں ہو سکتا۔',
  'account.delete.confirm': 'مستقل طور پر حذف کریں',
  'account.delete.busy': 'حذف کیا جا رہا ہے...',
  'account.delete.profileErased': 'آپ کا پروفائل اور تصاویر مٹا دی جاتی ہیں۔',
  'account.delete.matchesErased': 'آپ کے میچ اور پیغامات مٹا دیے جاتے ہیں۔',
  'account.delete.onlyBreak': 'اگر آپ کو صرف وقفہ چاہیے تو اس کے بجائے اپنا اکاؤنٹ غیر فعال کر دیں۔',
  'account.data.title': 'آپ کا ڈیٹا',
  'account.data.intro':
    'ہمارے پاس آپ کے بارے میں جو کچھ ہے اس کی ایک کاپی ڈاؤن لوڈ کریں: آپ کا پروفائل اور تصاویر، پسندیدگیاں، میچز اور ان کے پیغامات، ٹوکن، اطلاعات اور وہ رپورٹس جو آپ نے کیں۔ یہ کاپی آپ کے کہنے پر بنتی ہے اور کہیں اور محفوظ نہیں رہتی۔',
  'account.data.download': 'میرا ڈیٹا ڈاؤن لوڈ کریں',
  'account.data.preparing': 'آپ کا ڈیٹا تیار ہو رہا ہے...',
  'account.data.downloading': 'آپ کا ڈیٹا ڈاؤن لوڈ ہو رہا ہے',
  'account.data.downloadingText': 'آپ کے ڈیٹا اور تصاویر کی ایک زِپ فائل، ابھی تیار کی گئی۔',
  'account.data.failed': 'ہم آپ کا ڈیٹا تیار نہیں کر سکے',
} satisfies Translation<typeof en>
