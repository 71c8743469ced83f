import type { Translation } from '../../translator'
import type en from '../en/tokens'

export default {
  'tokens.count': '{count, plural, one {# ٹوکن} other {# ٹوکن}}',
  'tokens.signedCount': '{count, plural, one {{signed} ٹوکن} other {{signed} ٹوکن}}',
  'tokens.youHave': 'آپ کا بیلنس {balance} ہے۔',
  'tokens.prices': 'ٹوکن کی قیمتیں',
  'tokens.price.unlock': 'چیٹ کھولنا (آپ دونوں ادا کرتے ہیں)',
  'tokens.price.express': 'ایکسپریس: دونوں کے لیے ایک ساتھ کھولیں',
  'tokens.price.unmatch': 'میچ ختم کرنا',
  'tokens.price.unmatchCost': 'چیٹ کھلنے کے بعد {after}، اس سے پہلے {before}',
  'tokens.price.rematch': 'دوبارہ میچ (ناقابلِ واپسی)',
  'tokens.price.penalty': 'وقت پر ادائیگی یا جواب نہ دینے کا جرمانہ',
  'tokens.price.blockOrReport': 'بلاک یا رپورٹ',
  'tokens.price.free': 'مفت',
  'tokens.weeklyTopUpRule':
    'پہلے {weeks} ہفتوں کے دوران، جب بھی آپ کا بیلنس {upTo} سے کم ہو، ہم ہفتے میں ایک بار اسے {upTo} تک پورا کر دیتے ہیں۔',
  'tokens.topUp.over':
    'ہفتہ وار ٹاپ اپ صرف پہلے {weeks} ہفتوں کے لیے ہوتے ہیں، اور آپ کے یہ ہفتے پورے ہو چکے ہیں۔',
  'tokens.topUp.ifBelowToday': 'اگلا ہفتہ وار ٹاپ اپ آج، اگر تب تک آپ کا بیلنس {upTo} سے کم ہو۔',
  'tokens.topUp.ifBelowOn': 'اگلا ہفتہ وار ٹاپ اپ {date} کو، اگر تب تک آپ کا بیلنس {upTo} سے کم ہو۔',
  'tokens.topUp.addToday': 'اگلا ہفتہ وار ٹاپ اپ: آج {amount} (واپس {upTo} تک)۔',
  'tokens.topUp.addOn': 'اگلا ہفتہ وار ٹاپ اپ: {date} کو {amount} (واپس {upTo} تک)۔',
  'tokens.likeBack':
    '{sex, select, female {<bdi>{name}</bdi> آپ کو پہلے ہی پسند کر چکی ہیں} other {<bdi>{name}</bdi> آپ کو پہلے ہی پسند کر چکے ہیں}}: جواب میں پسند کرنے سے میچ بن جائے گا، اور پھر چیٹ کے لیے آپ کے {tokens} درکار ہوں گے۔',
  'tokens.how.title': 'ٹوکن کیسے کام کرتے ہیں',
  'tokens.how.gotIt': 'سمجھ آ گئی',
  'tokens.how.intro':
    'دریافت کرنا، پسند کرنا، میچ ہونا، یہ دیکھنا کہ کس نے آپ کو پسند کیا اور فلٹرز سب مفت ہیں۔ ٹوکن صرف میچ سے بات کرنے کے لیے ہیں: تھوڑی سی ادائیگی سے آپ دونوں گفتگو کو سنجیدگی سے لیتے ہیں۔',
  'tokens.how.start': 'آپ کا آغاز {tokens} سے ہوتا ہے۔',
  'tokens.how.unlocking':
    '<b>چیٹ کھولنا۔</b> میچ کے بعد آپ دونوں کے پاس چیٹ کھولنے کے لیے {window} ہیں: آپ میں سے ہر ایک {standard} ادا کرے، یا کوئی ایک {express} ادا کرے (ایکسپریس) اور چیٹ دونوں کے لیے ایک ساتھ کھل جائے۔ اگر وقت پر نہ کھلے تو ہر ادائیگی واپس ہو جاتی ہے، اور ادائیگی نہ کرنے والے پر {penalty} جرمانہ ہوتا ہے۔',
  'tokens.how.firstMessage':
    '<b>پہلا پیغام۔</b> چیٹ کھلنے کے بعد آپ میں سے کسی ایک کے پاس پہلے لکھنے کے لیے {window} ہیں۔ اگر اس دوران کوئی نہ لکھے تو میچ بغیر جرمانے کے ختم ہو جاتا ہے، اور کھولنے کے لیے ادا کیے گئے ٹوکن واپس نہیں ہوتے۔',
  'tokens.how.replies':
    '<b>جوابات۔</b> ہر پیغام کے بعد دوسرے فرد کے پاس جواب کے لیے {window} ہیں۔ جو وقت پر جواب نہ دے اس پر {penalty} جرمانہ ہوتا ہے، اور میچ ختم ہو جاتا ہے۔',
  'tokens.how.unmatching':
    '<b>میچ ختم کرنا۔</b> چیٹ کھلنے سے پہلے {before} (اس کی ہر ادائیگی، آپ کی بھی، پہلے واپس ہوتی ہے) اور بعد میں {after}۔ کوئی فیس یا جرمانہ کبھی آپ کے بیلنس سے زیادہ نہیں ہوتا۔',
  'tokens.how.rematching':
    '<b>دوبارہ میچ۔</b> اس کی قیمت {cost} ہے جو واپس نہیں ہوتی، چاہے چیٹ بعد میں نہ کھلے۔ چیٹ دوبارہ کھولنے کے لیے آپ دونوں ادائیگی کرتے ہیں، {window} کی نئی مہلت کے ساتھ۔',
  'tokens.how.blocking':
    '<b>بلاک اور رپورٹ</b> ہمیشہ مفت ہیں: حفاظت کی کوئی قیمت نہیں۔ یہ میچ کو ہمیشہ کے لیے ختم کرتے ہیں اور نہ کھلی چیٹ کی ہر ادائیگی واپس کرتے ہیں۔',
  'tokens.wallet.title': 'ٹوکن والٹ',
  'tokens.wallet.unit': '{count, plural, one {ٹوکن} other {ٹوکن}}',
  'tokens.wallet.newUsers': 'نئے اراکین کے ٹوکن ہر ہفتے پورے کیے جاتے ہیں!',
  'tokens.wallet.prices': 'قیمتیں',
  'tokens.wallet.recent': 'حالیہ لین دین',
  'tokens.wallet.noTransactions': 'ابھی کوئی لین دین نہیں۔',
  'tokens.wallet.buy': 'ٹوکن خریدیں',
  'tokens.wallet.buyNotYet':
    'ٹوکن خریدنا ابھی دستیاب نہیں۔ تب تک نئے اراکین کے ٹوکن ہر ہفتے مفت پورے کیے جاتے ہیں۔',
  'tokens.wallet.ok': 'ٹھیک ہے',
  'tokens.wallet.tryAgain': 'دوبارہ کوشش کریں',
  'tokens.wallet.credit': 'جمع {tokens}',
  'tokens.wallet.debit': 'منہا {tokens}',
  'tokens.balance.label': 'آپ کا بیلنس: ',
  'tokens.ledger.welcome': 'خوش آمدید کے ٹوکن',
  'tokens.ledger.weeklyTopUp': 'ہفتہ وار ٹوکن ٹاپ اپ',
  'tokens.ledger.operatorGrant': 'میثاق ٹیم کی طرف سے ٹوکن',
  'tokens.ledger.payment': '<bdi>{name}</bdi> کے ساتھ چیٹ کھولنا',
  'tokens.ledger.expressPayment': '<bdi>{name}</bdi> کے ساتھ ایکسپریس چیٹ کھولنا',
  'tokens.ledger.refund': 'واپسی: <bdi>{name}</bdi> کے ساتھ چیٹ نہیں کھلی',
  'tokens.ledger.paymentPenalty': 'جرمانہ: <bdi>{name}</bdi> کے ساتھ چیٹ وقت پر نہیں کھلی',
  'tokens.ledger.responsePenalty': 'جرمانہ: <bdi>{name}</bdi> کو وقت پر جواب نہیں دیا گیا',
  'tokens.ledger.unmatchFee': 'میچ ختم کرنے کی فیس (<bdi>{name}</bdi>)',
  'tokens.ledger.rematch': '<bdi>{name}</bdi> کے ساتھ دوبارہ میچ',
  'tokens.ledger.demoGrant': 'ڈیمو کمیونٹی ٹوکن',
  'tokens.ledger.purchase': 'ٹوکن پیک کی خریداری ({price})',
  'tokens.ledger.purchaseReversed': 'خریداری کی رقم واپس ({price}): اس کے ٹوکن واپس لے لیے گئے',
  'tokens.ledger.purchaseUnpriced': 'ٹوکن پیک کی خریداری',
  'tokens.ledger.purchaseReversedUnpriced': 'خریداری کی رقم واپس: اس کے ٹوکن واپس لے لیے گئے',
  'tokens.ledger.purchaseRestored': 'خریداری پر اعتراض ختم ({price}): اس کے ٹوکن واپس کر دیے گئے',
  'tokens.ledger.purchaseRestoredUnpriced': 'خریداری پر اعتراض ختم: اس کے ٹوکن واپس کر دیے گئے',
} satisfies Translation<typeof en>
