import type { Translation } from '../../translator'
import type en from '../en/discover'

export default {
  'discover.tryAgain': 'دوبارہ کوشش کریں',
  'discover.adjustFilters': 'فلٹرز تبدیل کریں',
  'discover.seenEveryone': 'آپ نے فی الحال اپنے فلٹرز کے مطابق سب لوگوں کو دیکھ لیا ہے۔',
  'discover.passedMatchFilters':
    'آپ نے جنہیں چھوڑ دیا تھا ان میں سے کچھ لوگ ان فلٹرز کے مطابق ہیں: «دوبارہ شروع کریں» انہیں پھر دکھاتا ہے۔',
  'discover.startOverHint': '«دوبارہ شروع کریں» سے وہ لوگ پھر دکھائے جاتے ہیں جنہیں آپ نے چھوڑ دیا تھا۔',
  'discover.undoPassOn': '{name} کو چھوڑنے کا فیصلہ واپس لیں',
  'discover.like': '{name} کو پسند کریں',
  'discover.passOn': '{name} کو چھوڑ دیں',
  'discover.filters': 'فلٹرز',
  'discover.filtersActive': 'فلٹرز (فعال)',
  'discover.cardLabel': '{name}، {age}',
  'discover.showing': 'اب دکھایا جا رہا ہے: {name}، {age}',
  'discover.keyTip':
    'مشورہ: چھوڑنے کے لیے <pass>{passKey}</pass> اور پسند کرنے کے لیے <like>{likeKey}</like> دبائیں۔',
  'discover.filtersDescription':
    'منتخب کریں کہ «دریافت کریں» میں کون نظر آئے۔ آپ کے فلٹرز اگلی بار کے لیے محفوظ رہتے ہیں۔',
  'discover.age': 'عمر',
  'discover.minAge': 'کم از کم عمر',
  'discover.maxAge': 'زیادہ سے زیادہ عمر',
  'discover.height': 'قد',
  'discover.minHeight': 'کم از کم قد',
  'discover.maxHeight': 'زیادہ سے زیادہ قد',
  'discover.verifiedOnly': 'صرف تصدیق شدہ پروفائل',
  'discover.verifiedOnlyHint': 'صرف وہ اراکین جن کی سیلفی کسی نگران نے ان کی تصاویر سے ملا کر جانچی ہے۔',
  'discover.reset': 'ری سیٹ',
  'discover.saving': 'محفوظ ہو رہا ہے...',
  'discover.applyFilters': 'فلٹرز لگائیں',
  'discover.countries': 'ممالک',
  'discover.anyCountry': 'کوئی بھی ملک۔ صرف وہاں رہنے والوں کو دیکھنے کے لیے ایک یا زیادہ ملک منتخب کریں۔',
  'discover.countriesChosen': '{count} منتخب۔',
  'discover.countriesChosenMax': '{count} منتخب (زیادہ سے زیادہ {max} منتخب کیے جا سکتے ہیں)۔',
  'discover.chosenCountries': 'منتخب ممالک',
  'discover.removeCountry': '{country} ہٹائیں',
  'discover.searchCountries': 'ممالک تلاش کریں',
  'discover.countriesToChoose': 'منتخب کرنے کے لیے ممالک',
  'discover.noCountryMatches': '«{query}» سے کوئی ملک نہیں ملا۔',
} satisfies Translation<typeof en>
