import type { Translation } from '../../translator'
import type en from '../en/tokens'

export default {
  'tokens.count':
    '{count, plural, zero {# عملة} one {عملة واحدة} two {عملتان} few {# عملات} many {# عملة} other {# عملة}}',
  'tokens.signedCount':
    '{count, plural, zero {{signed} عملة} one {{signed} عملة} two {{signed} عملتان} few {{signed} عملات} many {{signed} عملة} other {{signed} عملة}}',
  'tokens.youHave': 'لديك {balance}.',
  'tokens.prices': 'أسعار العملات',
  'tokens.price.unlock': 'فتح المحادثة (يدفع كلٌّ منكما)',
  'tokens.price.express': 'الفتح السريع: لكليكما معًا',
  'tokens.price.unmatch': 'إلغاء التوافق',
  'tokens.price.unmatchCost': '{after} بعد فتح المحادثة، و{before} قبله',
  'tokens.price.rematch': 'إعادة التوافق (لا تُستردّ)',
  'tokens.price.penalty': 'غرامة عدم الدفع أو عدم الرد في الوقت المحدد',
  'tokens.price.blockOrReport': 'الحظر أو الإبلاغ',
  'tokens.price.free': 'مجانًا',
  'tokens.weeklyTopUpRule':
    'خلال أسابيعك الـ{weeks} الأولى، نُكمل رصيدك إلى {upTo} مرة كل أسبوع كلما كان أقل من ذلك.',
  'tokens.topUp.over': 'التعبئة الأسبوعية تشمل أسابيعك الـ{weeks} الأولى، وقد انتهت.',
  'tokens.topUp.ifBelowToday': 'التعبئة الأسبوعية التالية اليوم، إن كان رصيدك حينها أقل من {upTo}.',
  'tokens.topUp.ifBelowOn': 'التعبئة الأسبوعية التالية يوم {date}، إن كان رصيدك حينها أقل من {upTo}.',
  'tokens.topUp.addToday': 'التعبئة الأسبوعية التالية: {amount} اليوم (ليعود رصيدك إلى {upTo}).',
  'tokens.topUp.addOn': 'التعبئة الأسبوعية التالية: {amount} يوم {date} (ليعود رصيدك إلى {upTo}).',
  'tokens.likeBack':
    '{sex, select, female {<bdi>{name}</bdi> معجبة بك بالفعل: إعجابك بها يُنشئ توافقًا، وتحتاج المحادثة بعدها إلى {tokens} منك.} other {<bdi>{name}</bdi> معجب بك بالفعل: إعجابك به يُنشئ توافقًا، وتحتاج المحادثة بعدها إلى {tokens} منك.}}',
  'tokens.how.title': 'كيف تعمل العملات',
  'tokens.how.gotIt': 'فهمت',
  'tokens.how.intro':
    'الاستكشاف والإعجاب والتوافق ومعرفة من أُعجب بك والتصفية كلها مجانية. العملات للمحادثة بعد التوافق فقط: دفع القليل يجعلكما تأخذان الحديث بجدية.',
  'tokens.how.start': 'رصيدك في البداية {tokens}.',
  'tokens.how.unlocking':
    '<b>فتح المحادثة.</b> بعد التوافق، أمامكما {window} لفتح المحادثة: يدفع كلٌّ منكما {standard}، أو يدفع أحدكما {express} (الفتح السريع) فتُفتح لكليكما معًا. إن لم تُفتح في الوقت المحدد، تُسترد كل الدفعات، ويخسر من لم يدفع {penalty}.',
  'tokens.how.firstMessage':
    '<b>الرسالة الأولى.</b> بعد فتح المحادثة، أمام أحدكما {window} ليكتب أولًا. إن لم يكتب أحد خلالها، ينتهي التوافق دون غرامة، ولا تُسترد العملات المدفوعة لفتحها.',
  'tokens.how.replies':
    '<b>الردود.</b> بعد كل رسالة، أمام الطرف الآخر {window} للرد. من لا يرد في الوقت المحدد يخسر {penalty}، وينتهي التوافق.',
  'tokens.how.unmatching':
    '<b>إلغاء التوافق.</b> يكلّف {before} قبل فتح المحادثة (وتُستردّ أولًا كل دفعة لها، ومنها دفعتك) و{after} بعده. ولا تتجاوز أي رسوم أو غرامة رصيدك أبدًا.',
  'tokens.how.rematching':
    '<b>إعادة التوافق.</b> تكلّف {cost}، ولا تُسترد حتى لو لم تُفتح المحادثة بعدها. تدفعان لفتحها من جديد، مع مهلة جديدة مدتها {window}.',
  'tokens.how.blocking':
    '<b>الحظر والإبلاغ</b> مجانيان دائمًا: الأمان لا يكلّف شيئًا. ينهيان التوافق نهائيًا، ويُعيدان أي دفعة لمحادثة لم تُفتح.',
  'tokens.wallet.title': 'محفظة العملات',
  'tokens.wallet.unit':
    '{count, plural, zero {عملة} one {عملة} two {عملتان} few {عملات} many {عملة} other {عملة}}',
  'tokens.wallet.newUsers': 'يحصل الأعضاء الجدد على تعبئة لعملاتهم كل أسبوع!',
  'tokens.wallet.prices': 'الأسعار',
  'tokens.wallet.recent': 'آخر المعاملات',
  'tokens.wallet.noTransactions': 'لا توجد معاملات بعد.',
  'tokens.wallet.buy': 'شراء عملات',
  'tokens.wallet.buyNotYet':
    'شراء العملات غير متاح بعد. وإلى ذلك الحين، تُعبَّأ عملات الأعضاء الجدد مجانًا كل أسبوع.',
  'tokens.wallet.ok': 'حسنًا',
  'tokens.wallet.tryAgain': 'إعادة المحاولة',
  'tokens.wallet.credit': 'إضافة {tokens}',
  'tokens.wallet.debit': 'خصم {tokens}',
  'tokens.balance.label': 'رصيدك: ',
  'tokens.ledger.welcome': 'عملات الترحيب',
  'tokens.ledger.weeklyTopUp': 'التعبئة الأسبوعية للعملات',
  'tokens.ledger.operatorGrant': 'عملات من فريق ميثاق',
  'tokens.ledger.payment': 'فتح المحادثة مع <bdi>{name}</bdi>',
  'tokens.ledger.expressPayment': 'فتح سريع للمحادثة مع <bdi>{name}</bdi>',
  'tokens.ledger.refund': 'استرداد: لم تُفتح المحادثة مع <bdi>{name}</bdi>',
  'tokens.ledger.paymentPenalty': 'غرامة: لم تُفتح المحادثة مع <bdi>{name}</bdi> في الوقت المحدد',
  'tokens.ledger.responsePenalty': 'غرامة: لم يصل ردّك إلى <bdi>{name}</bdi> في الوقت المحدد',
  'tokens.ledger.unmatchFee': 'رسوم إلغاء التوافق (<bdi>{name}</bdi>)',
  'tokens.ledger.rematch': 'إعادة التوافق مع <bdi>{name}</bdi>',
  'tokens.ledger.demoGrant': 'عملات المجتمع التجريبي',
  'tokens.ledger.purchase': 'شراء باقة عملات ({price})',
  'tokens.ledger.purchaseReversed': 'استُردّت عملية شراء ({price}): سُحبت عملاتها',
  'tokens.ledger.purchaseUnpriced': 'شراء باقة عملات',
  'tokens.ledger.purchaseReversedUnpriced': 'استُردّت عملية شراء: سُحبت عملاتها',
  'tokens.ledger.purchaseRestored': 'أُغلق الاعتراض على عملية شراء ({price}): أُعيدت عملاتها',
  'tokens.ledger.purchaseRestoredUnpriced': 'أُغلق الاعتراض على عملية شراء: أُعيدت عملاتها',
} satisfies Translation<typeof en>
