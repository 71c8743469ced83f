import type { Translation } from '../../translator'
import type en from '../en/errors'

export default {
  'errors.NETWORK': 'میثاق تک رسائی نہیں ہو سکی۔ براہِ کرم اپنا کنکشن چیک کریں اور دوبارہ کوشش کریں۔',
  'errors.VALIDATION_FAILED': 'کچھ تفصیلات درست نہیں ہیں۔ براہِ کرم انہیں دیکھ کر دوبارہ کوشش کریں۔',
  'errors.UNAUTHENTICATED': 'جاری رکھنے کے لیے براہِ کرم سائن اِن کریں۔',
  'errors.FORBIDDEN': 'آپ کو اس کی اجازت نہیں۔',
  'errors.NOT_FOUND': 'یہ ہمیں نہیں ملا۔ شاید اسے ہٹا دیا گیا ہے۔',
  'errors.CONFLICT': 'اس دوران یہ بدل چکا ہے۔ براہِ کرم ریفریش کر کے دوبارہ کوشش کریں۔',
  'errors.EMAIL_TAKEN': 'یہ ای میل پہلے سے رجسٹرڈ ہے۔',
  'errors.PAYLOAD_TOO_LARGE': 'یہ فائل بہت بڑی ہے۔',
  'errors.UNSUPPORTED_MEDIA_TYPE': 'اس قسم کی فائل یا درخواست قابلِ قبول نہیں۔',
  'errors.RATE_LIMITED': 'بہت زیادہ کوششیں۔ براہِ کرم کچھ دیر انتظار کر کے دوبارہ کوشش کریں۔',
  'errors.INTERNAL': 'ایک غیر متوقع خرابی پیش آئی۔ براہِ کرم دوبارہ کوشش کریں۔',
  'errors.SERVICE_UNAVAILABLE': 'میثاق کچھ دیر کے لیے دستیاب نہیں۔ براہِ کرم تھوڑی دیر بعد دوبارہ کوشش کریں۔',
  'errors.INVALID_CREDENTIALS': 'ای میل یا پاس ورڈ درست نہیں۔',
  'errors.EMAIL_NOT_VERIFIED': 'براہِ کرم پہلے اپنے ای میل کی تصدیق کریں: ہم نے آپ کو ایک لنک بھیجا ہے۔',
  'errors.INVALID_TOKEN': 'یہ لنک درست نہیں یا اس کی مدت ختم ہو چکی ہے۔ براہِ کرم نیا لنک منگوائیں۔',
  'errors.INVALID_ORIGIN': 'یہ درخواست میثاق کی جانب سے نہیں آئی۔',
  'errors.TOO_MANY_SOCKETS': 'میثاق بہت زیادہ ونڈوز میں کھلا ہے۔ براہِ کرم ایک بند کر کے دوبارہ کوشش کریں۔',
  'errors.ACCOUNT_RESTRICTED': 'اس اکاؤنٹ پر پابندی ہے۔',
  'errors.OWN_CASE':
    'کوئی نگران اپنے ہی بارے میں رپورٹ یا اپیل کا فیصلہ نہیں کر سکتا: یہ فیصلہ کوئی دوسرا نگران کرے گا۔',
  'errors.MODERATOR_TARGET':
    'کسی نگران کو کنسول سے معطل یا بین نہیں کیا جا سکتا۔ پہلے آپریٹر کو اس سے نگران کا کردار واپس لینا ہوگا۔',
  'errors.ASKED_TOO_SOON':
    'دوسرے فرد نے حال ہی میں انکار کیا ہے۔ ان کے جواب کو 30 دن گزرنے کے بعد آپ دوبارہ پوچھ سکتے ہیں۔',

  'errors.reason.not_participant': 'یہ میچ ہمیں نہیں ملا۔',
  'errors.reason.match_ended': 'یہ میچ ختم ہو چکا ہے۔',
  'errors.reason.payment_window_closed': 'ادائیگی کی مہلت ختم ہو گئی، اس لیے یہ میچ ختم ہو گیا ہے۔',
  'errors.reason.already_unlocked': 'یہ چیٹ پہلے ہی کھل چکی ہے۔',
  'errors.reason.already_paid': 'آپ نے اس میچ کی ادائیگی پہلے ہی کر دی ہے۔',
  'errors.reason.other_already_paid':
    'دوسرے فرد نے ادائیگی کر دی ہے: عام طریقے سے چیٹ کھولنے کی ادائیگی کریں۔',
  'errors.reason.insufficient_tokens': 'اس کے لیے آپ کے پاس کافی ٹوکن نہیں ہیں۔',
  'errors.reason.chat_locked':
    'یہ چیٹ بند ہے: پیغام بھیجنے سے پہلے آپ دونوں کو اسے کھولنے کے لیے ادائیگی کرنی ہوگی۔',
  'errors.reason.already_unmatched': 'یہ میچ پہلے ہی ختم ہو چکا ہے۔',
  'errors.reason.still_matched': 'آپ کا اس شخص سے میچ اب بھی قائم ہے۔',
  'errors.reason.rematch_not_allowed': 'اس شخص سے دوبارہ میچ ممکن نہیں۔',
  'errors.reason.rematch_impossible': 'یہ دوبارہ میچ اب ممکن نہیں رہا۔',
  'errors.reason.not_unmatched': 'یہ میچ ختم نہیں ہوا۔',
  'errors.reason.already_removed': 'یہ شخص پہلے ہی آپ کی فہرست سے ہٹایا جا چکا ہے۔',
  'errors.reason.balance_below_zero': 'ایک خریداری کی رقم واپس ہونے کے بعد آپ کا بیلنس صفر سے کم ہے۔',
} satisfies Translation<typeof en>
