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
  'chat.yesterday': 'کل',
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
  'chat.message.read': 'پڑھ لیا',
  'chat.message.sent': 'بھیج دیا',
  'chat.timer.left': '{left} باقی',
  'chat.timer.expired': 'وقت ختم',
  'chat.timer.aria': '{label}: {left}',
  'chat.timer.waitingUnlock': '{name} کے چیٹ کھولنے کا انتظار',
  'chat.timer.timeToUnlock': 'یہ چیٹ کھولنے کا باقی وقت',
  'chat.timer.startConversation': 'گفتگو شروع کریں',
  'chat.timer.yourTurn': 'جواب دینے کی آپ کی باری',
  'chat.timer.waitingFor': '{name} کا انتظار',
  'chat.timer.payThem':
    'آپ ادا کر چکے ہیں۔ اگر وقت ختم ہونے سے پہلے {name} ادا نہ کریں تو آپ کے ٹوکن واپس آ جائیں گے، {name} {penalty} کھو دیں گے، اور میچ ختم ہو جائے گا۔',
  'chat.timer.payMe':
    '{name} ادا کر چکے ہیں۔ اگر آپ وقت ختم ہونے سے پہلے ادا نہ کریں تو آپ {penalty} کھو دیں گے، {name} کو رقم واپس مل جائے گی، اور میچ ختم ہو جائے گا۔',
  'chat.timer.payEither':
    'اگر وقت ختم ہونے سے پہلے چیٹ نہ کھلے تو جس نے ادا کیا اسے واپس ملے گا، جس نے ادا نہیں کیا وہ {penalty} کھو دے گا، اور میچ ختم ہو جائے گا۔',
  'chat.timer.firstMessage':
    'اگر وقت ختم ہونے سے پہلے آپ میں سے کوئی پہلا پیغام نہ بھیجے تو میچ ختم ہو جائے گا۔ کھولنے پر خرچ ہوئے ٹوکن واپس نہیں ہوتے۔',
  'chat.timer.replyMe':
    'اگر آپ وقت ختم ہونے سے پہلے جواب نہ دیں تو آپ {penalty} کھو دیں گے اور میچ ختم ہو جائے گا۔',
  'chat.timer.replyThem':
    'اگر {name} وقت ختم ہونے سے پہلے جواب نہ دیں تو {name} {penalty} کھو دیں گے اور میچ ختم ہو جائے گا۔',
  'chat.payment.title': 'اپنی چیٹ کھولیں',
  'chat.payment.yourBalance': 'آپ کا بیلنس',
  'chat.payment.theyPaidPay':
    '<bdi>{name}</bdi> ادا کر چکے ہیں۔ اپنی چیٹ کھولنے کے لیے {count, plural, one {# ٹوکن} other {# ٹوکن}} ادا کریں۔',
  'chat.payment.youPaid': '{count, plural, one {آپ نے # ٹوکن ادا کیا} other {آپ نے # ٹوکن ادا کیے}}',
  'chat.payment.youNotPaid': 'آپ نے ابھی ادا نہیں کیا',
  'chat.payment.theyPaid': '<bdi>{name}</bdi> ادا کر چکے ہیں',
  'chat.payment.theyNotPaid': '<bdi>{name}</bdi> نے ابھی ادا نہیں کیا',
  'chat.payment.waiting': '<bdi>{name}</bdi> کی ادائیگی کا انتظار۔ ان کے ادا کرتے ہی چیٹ کھل جائے گی۔',
  'chat.payment.paying': 'ادائیگی ہو رہی ہے...',
  'chat.payment.pay': '{count, plural, one {# ٹوکن ادا کریں} other {# ٹوکن ادا کریں}}',
  'chat.payment.express': '{count, plural, one {ایکسپریس رسائی · # ٹوکن} other {ایکسپریس رسائی · # ٹوکن}}',
  'chat.payment.cannotPay':
    'آپ کے پاس {balance} ہیں: کھولنے کے لیے {standard} درکار ہیں، ایکسپریس کے لیے {express}۔',
  'chat.payment.cannotExpress':
    'آپ کے پاس {balance} ہیں: {standard} ادا کرنے کے لیے کافی، ایکسپریس ({express}) کے لیے نہیں۔',
  'chat.payment.expressHint':
    'آپ میں سے ہر ایک {standard} ٹوکن ادا کرے، یا آپ {express} ادا کریں اور چیٹ دونوں کے لیے ایک ساتھ کھل جائے۔',
  'chat.payment.failed': 'ادائیگی مکمل نہیں ہو سکی',
  'chat.payment.takingYouBack': 'آپ کو آپ کے میچز پر واپس لے جا رہے ہیں…',
  'chat.antiGhosting.title': 'چیٹ ٹوکن سے کیوں شروع ہوتی ہے',
  'chat.antiGhosting.seriously': 'آپ دونوں کے چند ٹوکن ظاہر کرتے ہیں کہ آپ اس میچ کو سنجیدگی سے لے رہے ہیں۔',
  'chat.antiGhosting.penalty':
    'مہلت ختم ہونے سے پہلے نہ کھولنا، یا ٹائمر ختم ہونے سے پہلے جواب نہ دینا، ایک جرمانہ ٹوکن کا سبب بنتا ہے۔',
  'chat.antiGhosting.refund': 'اگر چیٹ کبھی نہ کھلے تو اس کے لیے ادا کیا گیا ہر ٹوکن واپس ہو جاتا ہے۔',
  'chat.antiGhosting.manners': 'آداب کا خیال رکھیں، حلال کی پابندی کریں، اور وقت پر جواب دیں۔',
  'chat.unmatch.title': '{name} سے میچ ختم کریں؟',
  'chat.unmatch.confirm': '{fee} میں میچ ختم کریں',
  'chat.unmatch.busy': 'میچ ختم کیا جا رہا ہے...',
  'chat.unmatch.cost':
    'چیٹ کھلنے کے بعد میچ ختم کرنے پر {after} اور اس سے پہلے {before} لگتے ہیں۔ اس چیٹ کے لیے یہ <b>{fee}</b> ہے، جو فوراً آپ کے بیلنس سے کٹ جائے گا۔',
  'chat.unmatch.refunded': 'چیٹ نہیں کھلی، اس لیے اس کی ہر ادائیگی پہلے واپس ہو جاتی ہے۔',
  'chat.unmatch.refundedYours':
    'چیٹ نہیں کھلی، اس لیے اس کی ہر ادائیگی پہلے واپس ہو جاتی ہے، آپ کے {paid} بھی۔',
  'chat.unmatch.readable':
    'گفتگو پڑھی جا سکے گی، اور آپ بعد میں اپنی ختم شدہ میچ پروفائلز سے <bdi>{name}</bdi> کے ساتھ دوبارہ میچ کر سکتے ہیں۔',
  'chat.unmatch.done': 'آپ نے {name} سے میچ ختم کر دیا',
  'chat.unmatch.balanceNow': 'اب آپ کا بیلنس {balance} ہے۔',
  'chat.unmatch.failed': 'میچ ختم نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
  'chat.ended.youUnmatched': 'آپ نے <bdi>{name}</bdi> سے میچ ختم کیا۔',
  'chat.ended.theyUnmatched': '<bdi>{name}</bdi> نے آپ سے میچ ختم کیا۔',
  'chat.ended.nonResponse': 'جواب نہ ملنے پر خودکار اختتام: چیٹ آگے بڑھنے سے پہلے ایک ٹائمر ختم ہو گیا۔',
  'chat.ended.readOnly': 'یہ چیٹ اب صرف پڑھنے کے لیے ہے۔',
  'chat.ended.rematchLink': 'اپنی ختم شدہ میچ پروفائلز سے دوبارہ میچ کریں',
  'chat.ended.seeUnmatched': 'اپنی ختم شدہ میچ پروفائلز دیکھیں',
  'chat.safety.firstMessageNote':
    'محفوظ رہیں: جب تک ایک دوسرے کو اچھی طرح نہ جان لیں گفتگو میثاق پر رکھیں، کبھی پیسے نہ بھیجیں، اور جو کچھ غلط لگے اس کی رپورٹ کریں۔',
  'chat.safety.draftTitleMoney': 'پیسوں کی بات؟',
  'chat.safety.draftTitleContact': 'رابطے کی تفصیل دے رہے ہیں؟',
  'chat.safety.draftAdviceMoney':
    'جس سے آپ ملے نہیں اسے کبھی پیسے، گفٹ کارڈ یا سرمایہ کاری نہ بھیجیں۔ آپ پھر بھی یہ پیغام بھیج سکتے ہیں۔',
  'chat.safety.draftAdviceContact':
    'نمبر، ای میل یا کوئی اور ایپ دینے سے پہلے وقت لیں: یہاں کچھ غلط ہو تو آپ رپورٹ اور بلاک کر سکتے ہیں۔ آپ پھر بھی یہ پیغام بھیج سکتے ہیں۔',
  'chat.safety.receivedTitleMoney': 'یہ پیغام پیسوں کی بات کرتا ہے',
  'chat.safety.receivedTitleContact': 'یہ پیغام رابطے کی تفصیل دیتا ہے',
  'chat.safety.receivedAdviceMoney':
    'دھوکے باز اکثر سرمایہ کاری، کرپٹو یا رقم کی منتقلی کی بات کرتے ہیں۔ جس سے آپ ملے نہیں اسے کبھی پیسے یا گفٹ کارڈ نہ بھیجیں۔',
  'chat.safety.receivedAdviceContact':
    'دھوکے باز اکثر چیٹ کو کسی اور ایپ پر لے جاتے ہیں جہاں کوئی مدد نہیں کر سکتا۔ وقت لیں، اور اگر یقین نہ ہو تو یہیں بات جاری رکھیں۔',
  'chat.safety.report': 'رپورٹ کریں',
  'chat.safety.reportReasonMoney': 'ہماری چیٹ کے ایک پیغام میں پیسوں یا سرمایہ کاری کا پوچھا گیا۔',
  'chat.safety.reportReasonContact':
    'ہماری چیٹ کے ایک پیغام میں گفتگو کہیں اور لے جانے کے لیے رابطے کی تفصیل دی گئی۔',
  'chat.header.revealPictures': 'میری تصاویر {name} پر ظاہر کریں',
  'chat.header.blurPictures': 'میری تصاویر پھر سے دھندلی کریں',
  'chat.pictures.revealed': '{name} اب آپ کی تصاویر دیکھ سکتے ہیں۔',
  'chat.pictures.blurred': 'آپ کی تصاویر {name} کے لیے پھر سے دھندلی ہیں۔',
} satisfies Translation<typeof en>
