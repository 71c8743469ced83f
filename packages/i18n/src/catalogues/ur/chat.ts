import type { Translation } from '../../translator'
import type en from '../en/chat'

export default {
  'chat.loading': 'گفتگو لوڈ ہو رہی ہے...',
  'chat.loadFailed': 'میچ کی تفصیلات لوڈ نہیں ہو سکیں',
  'chat.noLongerAvailable': 'یہ گفتگو اب دستیاب نہیں۔',
  'chat.tryAgain': 'دوبارہ کوشش کریں',
  'chat.backToMatchesButton': 'میچز پر واپس',
  'chat.conversationWith': '{name} کے ساتھ گفتگو',
  'chat.earlier.label': 'پچھلی گفتگو',
  'chat.earlier.text': '<bdi>{name}</bdi> کے ساتھ آپ کی پچھلی گفتگو۔ دوبارہ بات کرنے کے لیے چیٹ کھولیں۔',
  'chat.messagesFailed': 'پیغامات لوڈ نہیں ہو سکے۔ براہِ کرم دوبارہ کوشش کریں۔',
  'chat.sendFailed': 'پیغام نہیں بھیجا جا سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
  'chat.noMessages': 'ابھی کوئی پیغام نہیں۔ گفتگو شروع کریں!',
  'chat.today': 'آج',
  'chat.yesterday': 'گزشتہ کل',
  'chat.header.back': 'میچز پر واپس',
  'chat.header.options': 'چیٹ کے اختیارات',
  'chat.header.viewProfile': 'پروفائل دیکھیں',
  'chat.header.unmatch': 'میچ ختم کریں',
  'chat.header.block': 'بلاک کریں',
  'chat.header.report': 'رپورٹ کریں',
  'chat.composer.label': 'پیغام',
  'chat.composer.placeholder': 'پیغام لکھیں...',
  'chat.composer.send': 'پیغام بھیجیں',
  'chat.message.sending': '· بھیجا جا رہا ہے…',
  'chat.message.read': 'پڑھا گیا',
  'chat.message.sent': 'بھیجا گیا',
  'chat.timer.left': '{left} باقی',
  'chat.timer.expired': 'وقت ختم',
  'chat.timer.aria': '{label}: {left}',
  'chat.timer.waitingUnlock': '{name} کے چیٹ کھولنے کا انتظار',
  'chat.timer.timeToUnlock': 'یہ چیٹ کھولنے کے لیے باقی وقت',
  'chat.timer.startConversation': 'گفتگو شروع کریں',
  'chat.timer.yourTurn': 'جواب دینے کی باری آپ کی ہے',
  'chat.timer.waitingFor': '{name} کا انتظار',
  'chat.timer.payThem':
    'آپ نے ادائیگی کر دی ہے۔ اگر وقت ختم ہونے سے پہلے {name} نے ادائیگی نہ کی تو آپ کے ٹوکن آپ کو واپس مل جائیں گے، {name} پر {penalty} جرمانہ ہوگا، اور میچ ختم ہو جائے گا۔',
  'chat.timer.payMe':
    '{sex, select, female {{name} ادائیگی کر چکی ہیں۔} other {{name} ادائیگی کر چکے ہیں۔}} اگر وقت ختم ہونے سے پہلے آپ نے ادائیگی نہ کی تو آپ پر {penalty} جرمانہ ہوگا، {name} کو ان کے ٹوکن واپس مل جائیں گے، اور میچ ختم ہو جائے گا۔',
  'chat.timer.payEither':
    'اگر وقت ختم ہونے سے پہلے چیٹ نہ کھلی تو ادائیگی کرنے والے کو اس کے ٹوکن واپس مل جائیں گے، ادائیگی نہ کرنے والے پر {penalty} جرمانہ ہوگا، اور میچ ختم ہو جائے گا۔',
  'chat.timer.firstMessage':
    'اگر وقت ختم ہونے سے پہلے آپ میں سے کسی نے پہلا پیغام نہ بھیجا تو میچ ختم ہو جائے گا۔ چیٹ کھولنے پر خرچ ہوئے ٹوکن واپس نہیں ہوں گے۔',
  'chat.timer.replyMe':
    'اگر وقت ختم ہونے سے پہلے آپ نے جواب نہ دیا تو آپ پر {penalty} جرمانہ ہوگا اور میچ ختم ہو جائے گا۔',
  'chat.timer.replyThem':
    'اگر وقت ختم ہونے سے پہلے {name} نے جواب نہ دیا تو {name} پر {penalty} جرمانہ ہوگا اور میچ ختم ہو جائے گا۔',
  'chat.payment.title': 'اپنی چیٹ کھولیں',
  'chat.payment.yourBalance': 'آپ کا بیلنس',
  'chat.payment.theyPaidPay':
    '{sex, select, female {<bdi>{name}</bdi> ادائیگی کر چکی ہیں۔} other {<bdi>{name}</bdi> ادائیگی کر چکے ہیں۔}} اپنی چیٹ کھولنے کے لیے {count, plural, one {# ٹوکن} other {# ٹوکن}} ادا کریں۔',
  'chat.payment.youPaid': '{count, plural, one {آپ نے # ٹوکن ادا کیا} other {آپ نے # ٹوکن ادا کیے}}',
  'chat.payment.youNotPaid': 'آپ نے ابھی ادائیگی نہیں کی',
  'chat.payment.theyPaid':
    '{sex, select, female {<bdi>{name}</bdi> ادائیگی کر چکی ہیں} other {<bdi>{name}</bdi> ادائیگی کر چکے ہیں}}',
  'chat.payment.theyNotPaid': '<bdi>{name}</bdi> نے ابھی ادائیگی نہیں کی',
  'chat.payment.waiting': '<bdi>{name}</bdi> کی ادائیگی کا انتظار ہے۔ ان کے ادائیگی کرتے ہی چیٹ کھل جائے گی۔',
  'chat.payment.paying': 'ادائیگی ہو رہی ہے...',
  'chat.payment.pay': '{count, plural, one {# ٹوکن ادا کریں} other {# ٹوکن ادا کریں}}',
  'chat.payment.express': '{count, plural, one {ایکسپریس رسائی · # ٹوکن} other {ایکسپریس رسائی · # ٹوکن}}',
  'chat.payment.cannotPay':
    'آپ کا بیلنس {balance} ہے: چیٹ کھولنے کے لیے {standard} درکار ہیں، ایکسپریس کے لیے {express}۔',
  'chat.payment.cannotExpress':
    'آپ کا بیلنس {balance} ہے: یہ {standard} ادا کرنے کے لیے کافی ہے، ایکسپریس ({express}) کے لیے نہیں۔',
  'chat.payment.expressHint':
    'آپ میں سے ہر ایک {standard} ٹوکن ادا کرے، یا آپ {express} ادا کریں اور چیٹ دونوں کے لیے ایک ساتھ کھل جائے۔',
  'chat.payment.failed': 'ادائیگی مکمل نہیں ہو سکی',
  'chat.payment.takingYouBack': 'آپ کے میچز کی طرف واپسی…',
  'chat.antiGhosting.title': 'چیٹ ٹوکن سے کیوں شروع ہوتی ہے',
  'chat.antiGhosting.seriously': 'آپ دونوں کے چند ٹوکن ظاہر کرتے ہیں کہ آپ اس میچ کو سنجیدگی سے لے رہے ہیں۔',
  'chat.antiGhosting.penalty':
    'مہلت ختم ہونے سے پہلے چیٹ نہ کھولنے، یا ٹائمر ختم ہونے سے پہلے جواب نہ دینے پر ایک ٹوکن جرمانہ ہوتا ہے۔',
  'chat.antiGhosting.refund': 'اگر چیٹ کبھی نہ کھلے تو اس کے لیے ادا کیا گیا ہر ٹوکن واپس ہو جاتا ہے۔',
  'chat.antiGhosting.manners': 'اخلاق اور آداب کا خیال رکھیں، حلال حدود میں رہیں، اور وقت پر جواب دیں۔',
  'chat.unmatch.title': '{name} سے میچ ختم کریں؟',
  'chat.unmatch.confirm': '{fee} دے کر میچ ختم کریں',
  'chat.unmatch.busy': 'میچ ختم کیا جا رہا ہے...',
  'chat.unmatch.cost':
    'چیٹ کھلنے کے بعد میچ ختم کرنے پر {after} اور اس سے پہلے {before} لگتے ہیں۔ اس چیٹ کے لیے یہ <b>{fee}</b> ہے، جو فوراً آپ کے بیلنس سے کٹ جائے گا۔',
  'chat.unmatch.refunded': 'چیٹ نہیں کھلی، اس لیے اس کی ہر ادائیگی پہلے واپس ہو جاتی ہے۔',
  'chat.unmatch.refundedYours':
    'چیٹ نہیں کھلی، اس لیے اس کی ہر ادائیگی پہلے واپس ہو جاتی ہے، آپ کے {paid} بھی۔',
  'chat.unmatch.readable':
    'گفتگو پڑھی جا سکے گی، اور بعد میں ختم شدہ میچز کے پروفائلز سے <bdi>{name}</bdi> کے ساتھ دوبارہ میچ کیا جا سکتا ہے۔',
  'chat.unmatch.done': 'آپ نے {name} سے میچ ختم کر دیا',
  'chat.unmatch.balanceNow': 'اب آپ کا بیلنس {balance} ہے۔',
  'chat.unmatch.failed': 'میچ ختم نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
  'chat.ended.youUnmatched': 'آپ نے <bdi>{name}</bdi> سے میچ ختم کیا۔',
  'chat.ended.theyUnmatched': '<bdi>{name}</bdi> نے آپ سے میچ ختم کیا۔',
  'chat.ended.nonResponse': 'جواب نہ ملنے پر خودکار اختتام: چیٹ آگے بڑھنے سے پہلے ایک ٹائمر ختم ہو گیا۔',
  'chat.ended.readOnly': 'یہ چیٹ اب صرف پڑھنے کے لیے ہے۔',
  'chat.ended.rematchLink': 'ختم شدہ میچز کے پروفائلز سے دوبارہ میچ کریں',
  'chat.ended.seeUnmatched': 'ختم شدہ میچز کے پروفائلز دیکھیں',
  'chat.safety.firstMessageNote':
    'محفوظ رہیں: جب تک ایک دوسرے کو اچھی طرح نہ جان لیں گفتگو میثاق پر رکھیں، کبھی پیسے نہ بھیجیں، اور جو کچھ غلط لگے اس کی رپورٹ کریں۔',
  'chat.safety.draftTitleMoney': 'پیسوں کی بات؟',
  'chat.safety.draftTitleContact': 'رابطے کی تفصیلات کا تبادلہ؟',
  'chat.safety.draftAdviceMoney':
    'جس سے آپ کی ملاقات نہیں ہوئی، اسے کبھی پیسے، گفٹ کارڈ یا سرمایہ کاری نہ بھیجیں۔ یہ پیغام پھر بھی بھیجا جا سکتا ہے۔',
  'chat.safety.draftAdviceContact':
    'نمبر، ای میل یا کوئی اور ایپ دینے سے پہلے وقت لیں: یہاں کچھ غلط ہو تو رپورٹ اور بلاک کی سہولت موجود ہے۔ یہ پیغام پھر بھی بھیجا جا سکتا ہے۔',
  'chat.safety.receivedTitleMoney': 'اس پیغام میں پیسوں کی بات ہے',
  'chat.safety.receivedTitleContact': 'اس پیغام میں رابطے کی تفصیلات ہیں',
  'chat.safety.receivedAdviceMoney':
    'دھوکے باز اکثر سرمایہ کاری، کرپٹو یا رقم کی منتقلی کی بات کرتے ہیں۔ جس سے آپ کی ملاقات نہیں ہوئی، اسے کبھی پیسے یا گفٹ کارڈ نہ بھیجیں۔',
  'chat.safety.receivedAdviceContact':
    'دھوکے باز اکثر چیٹ کو کسی اور ایپ پر لے جاتے ہیں جہاں کوئی مدد نہیں کر سکتا۔ وقت لیں، اور اگر یقین نہ ہو تو یہیں بات جاری رکھیں۔',
  'chat.safety.found': 'اس پیغام میں: {concerns}۔',
  'chat.safety.concern.phone': 'فون نمبر',
  'chat.safety.concern.email': 'ای میل ایڈریس',
  'chat.safety.concern.messagingApp': 'میسجنگ ایپ',
  'chat.safety.concern.moneyRequest': 'پیسوں کا مطالبہ',
  'chat.safety.concern.paymentMethod': 'پیسے بھیجنے کا طریقہ',
  'chat.safety.concern.investment': 'سرمایہ کاری یا کرپٹو کی بات',
  'chat.safety.report': 'رپورٹ کریں',
  'chat.safety.reportReasonMoney': 'ہماری چیٹ کے ایک پیغام میں پیسوں یا سرمایہ کاری کے بارے میں پوچھا گیا۔',
  'chat.safety.reportReasonContact':
    'ہماری چیٹ کے ایک پیغام میں رابطے کی تفصیلات دی گئیں تاکہ گفتگو کہیں اور لے جائی جائے۔',
  'chat.header.revealPictures': 'اپنی تصاویر {name} کے لیے ظاہر کریں',
  'chat.header.blurPictures': 'اپنی تصاویر پھر سے دھندلی کریں',
  'chat.pictures.revealed':
    '{sex, select, female {{name} اب آپ کی تصاویر دیکھ سکتی ہیں۔} other {{name} اب آپ کی تصاویر دیکھ سکتے ہیں۔}}',
  'chat.pictures.blurred': 'آپ کی تصاویر {name} کے لیے پھر سے دھندلی ہیں۔',
} satisfies Translation<typeof en>
