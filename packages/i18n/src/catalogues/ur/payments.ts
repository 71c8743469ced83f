import type { Translation } from '../../translator'
import type en from '../en/payments'

export default {
  'payments.packs.title': 'ٹوکن پیک',
  'payments.packs.intro':
    'ٹوکن سے آپ اپنے میچ کے ساتھ چیٹ کھولتے ہیں: آپ دونوں میں سے ہر ایک {standard} دے، یا ایک فریق {express} دے کر دونوں کے لیے ایک ساتھ کھول دے۔',
  'payments.pack.unlocks':
    '{count, plural, one {# چیٹ کھولنے کے لیے کافی} other {# چیٹیں کھولنے کے لیے کافی}}',
  'payments.pack.buy': '{price} میں {tokens} خریدیں',
  'payments.currency': 'کرنسی',
  'payments.notMoney':
    'ٹوکن میثاق کے اندر سہولتیں استعمال کرنے کا حق ہیں، پیسہ نہیں: ان کی کوئی نقد قیمت نہیں اور یہ نقد میں واپس نہیں ملتے۔ کارڈ کی ادائیگی Stripe سنبھالتا ہے؛ میثاق آپ کا کارڈ کبھی نہیں دیکھتا۔',
  'payments.loadFailed': 'ٹوکن پیک لوڈ نہیں ہو سکے۔',
  'payments.tryAgain': 'دوبارہ کوشش کریں',
  'payments.redirecting': 'محفوظ ادائیگی کا صفحہ کھل رہا ہے…',
  'payments.checkoutFailed': 'ادائیگی کا صفحہ نہیں کھل سکا، اور آپ سے کچھ نہیں کاٹا گیا۔ {reason}',
  'payments.processing.title': 'آپ کی خریداری مکمل ہو رہی ہے',
  'payments.processing.body':
    'شکریہ۔ ادائیگی کی تصدیق ہوتے ہی آپ کے ٹوکن جمع ہو جاتے ہیں، عموماً چند سیکنڈ میں۔',
  'payments.processing.slow':
    'تصدیق میں معمول سے زیادہ وقت لگ رہا ہے۔ آپ یہ صفحہ چھوڑ سکتے ہیں: تصدیق آتے ہی ٹوکن آپ کے والٹ میں نظر آ جائیں گے۔',
  'payments.done': 'شکریہ! آپ کے والٹ میں {tokens} جمع ہو گئے۔',
  'payments.cancelled': 'آپ ادائیگی سے پہلے ہی ادائیگی کے صفحے سے لوٹ آئے، اس لیے کچھ نہیں کاٹا گیا۔',
  'payments.reversed': 'اس خریداری کی رقم واپس ہو گئی، اس لیے اس کے ٹوکن واپس لے لیے گئے۔',
  'payments.close': 'بند کریں',
  'payments.history.title': 'آپ کی خریداریاں',
  'payments.history.empty': 'ابھی کوئی خریداری نہیں۔',
  'payments.history.row': '{price} میں {tokens}',
  'payments.status.pending': 'جاری ہے',
  'payments.status.credited': 'جمع ہو گئے',
  'payments.status.reversed': 'رقم واپس، ٹوکن واپس لیے گئے',
  'payments.provider.stripe': 'کارڈ',
  'payments.provider.apple': 'App Store',
  'payments.provider.google': 'Google Play',
  'payments.notMoneyStore':
    'ٹوکن میثاق کے اندر سہولتیں استعمال کرنے کا حق ہیں، پیسہ نہیں: ان کی کوئی نقد قیمت نہیں اور یہ نقد میں واپس نہیں ملتے۔ ادائیگی {store} سنبھالتا ہے؛ میثاق آپ کا کارڈ کبھی نہیں دیکھتا۔',
  'payments.store.opening': 'اسٹور کا انتظار ہے…',
  'payments.store.cancelled': 'خریداری منسوخ ہو گئی، اس لیے کچھ نہیں کاٹا گیا۔',
  'payments.store.pending':
    'اسٹور آپ کی ادائیگی منظوری تک روکے ہوئے ہے۔ ادائیگی مکمل ہوتے ہی آپ کے ٹوکن شامل ہو جائیں گے۔',
  'payments.store.unavailable': 'یہ پیک ابھی اسٹور سے نہیں خریدا جا سکتا، اس لیے کچھ نہیں کاٹا گیا۔',
  'payments.store.failed': 'خریداری مکمل نہیں ہو سکی۔ {reason}',
} satisfies Translation<typeof en>
