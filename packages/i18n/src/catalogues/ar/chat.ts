import type { Translation } from '../../translator'
import type en from '../en/chat'

export default {
  'chat.loading': 'جارٍ تحميل المحادثة...',
  'chat.loadFailed': 'تعذّر تحميل تفاصيل التوافق',
  'chat.noLongerAvailable': 'هذه المحادثة لم تعد متاحة.',
  'chat.tryAgain': 'حاول مرة أخرى',
  'chat.backToMatchesButton': 'العودة إلى التوافقات',
  'chat.conversationWith': 'المحادثة مع {name}',
  'chat.earlier.label': 'المحادثة السابقة',
  'chat.earlier.text': 'محادثتك السابقة مع <bdi>{name}</bdi>. افتح المحادثة لتتحدثا من جديد.',
  'chat.messagesFailed': 'تعذّر تحميل الرسائل. يُرجى المحاولة مرة أخرى.',
  'chat.sendFailed': 'تعذّر إرسال الرسالة. يُرجى المحاولة مرة أخرى.',
  'chat.noMessages': 'لا توجد رسائل بعد. ابدأ المحادثة!',
  'chat.today': 'اليوم',
  'chat.yesterday': 'أمس',
  'chat.header.back': 'العودة إلى التوافقات',
  'chat.header.options': 'خيارات المحادثة',
  'chat.header.viewProfile': 'عرض الملف الشخصي',
  'chat.header.unmatch': 'إلغاء التوافق',
  'chat.header.block': 'حظر',
  'chat.header.report': 'إبلاغ',
  'chat.composer.label': 'الرسالة',
  'chat.composer.placeholder': 'اكتب رسالة...',
  'chat.composer.send': 'إرسال الرسالة',
  'chat.message.sending': '· جارٍ الإرسال…',
  'chat.message.read': 'مقروءة',
  'chat.message.sent': 'أُرسلت',
  'chat.timer.left': 'متبقٍّ {left}',
  'chat.timer.expired': 'انتهى الوقت',
  'chat.timer.aria': '{label}: {left}',
  'chat.timer.waitingUnlock': 'بانتظار أن يفتح {name} المحادثة',
  'chat.timer.timeToUnlock': 'الوقت المتبقي لفتح هذه المحادثة',
  'chat.timer.startConversation': 'ابدأ المحادثة',
  'chat.timer.yourTurn': 'دورك في الرد',
  'chat.timer.waitingFor': 'بانتظار {name}',
  'chat.timer.payThem':
    'لقد دفعت. إن لم يدفع {name} قبل انتهاء الوقت، تعود إليك عملاتك، ويخسر {name} {penalty}، وينتهي التوافق.',
  'chat.timer.payMe':
    'لقد دفع {name}. إن لم تدفع قبل انتهاء الوقت، تخسر {penalty}، ويُعاد إلى {name} ما دفعه، وينتهي التوافق.',
  'chat.timer.payEither':
    'إن لم تُفتح المحادثة قبل انتهاء الوقت، يُعاد المبلغ لمن دفع، ويخسر من لم يدفع {penalty}، وينتهي التوافق.',
  'chat.timer.firstMessage':
    'إن لم يرسل أحدكما رسالة أولى قبل انتهاء الوقت، ينتهي التوافق. ولا تُسترد العملات المدفوعة للفتح.',
  'chat.timer.replyMe': 'إن لم ترد قبل انتهاء الوقت، تخسر {penalty} وينتهي التوافق.',
  'chat.timer.replyThem': 'إن لم يرد {name} قبل انتهاء الوقت، يخسر {name} {penalty} وينتهي التوافق.',
  'chat.payment.title': 'افتح محادثتك',
  'chat.payment.yourBalance': 'رصيدك',
  'chat.payment.theyPaidPay':
    'لقد دفع <bdi>{name}</bdi>. ادفع {count, plural, zero {# عملة} one {عملة واحدة} two {عملتين} few {# عملات} many {# عملة} other {# عملة}} لفتح محادثتك.',
  'chat.payment.youPaid':
    '{count, plural, zero {دفعت # عملة} one {دفعت عملة واحدة} two {دفعت عملتين} few {دفعت # عملات} many {دفعت # عملة} other {دفعت # عملة}}',
  'chat.payment.youNotPaid': 'لم تدفع بعد',
  'chat.payment.theyPaid': 'دفع <bdi>{name}</bdi>',
  'chat.payment.theyNotPaid': 'لم يدفع <bdi>{name}</bdi> بعد',
  'chat.payment.waiting': 'بانتظار أن يدفع <bdi>{name}</bdi>. تُفتح المحادثة فور دفعه.',
  'chat.payment.paying': 'جارٍ الدفع...',
  'chat.payment.pay':
    '{count, plural, zero {ادفع # عملة} one {ادفع عملة واحدة} two {ادفع عملتين} few {ادفع # عملات} many {ادفع # عملة} other {ادفع # عملة}}',
  'chat.payment.express':
    '{count, plural, zero {فتح سريع · # عملة} one {فتح سريع · عملة واحدة} two {فتح سريع · عملتان} few {فتح سريع · # عملات} many {فتح سريع · # عملة} other {فتح سريع · # عملة}}',
  'chat.payment.cannotPay': 'لديك {balance}: الفتح يحتاج إلى {standard}، والفتح السريع إلى {express}.',
  'chat.payment.cannotExpress': 'لديك {balance}: تكفي لدفع {standard}، لا للفتح السريع ({express}).',
  'chat.payment.expressHint':
    'يدفع كلٌّ منكما {standard} عملات، أو تدفع أنت {express} فتُفتح المحادثة لكليكما معًا.',
  'chat.payment.failed': 'تعذّرت معالجة الدفع',
  'chat.payment.takingYouBack': 'نعيدك إلى توافقاتك…',
  'chat.antiGhosting.title': 'لماذا تبدأ المحادثات بالعملات',
  'chat.antiGhosting.seriously': 'بضع عملات من كلٍّ منكما تُظهر أنكما تأخذان هذا التوافق بجدية.',
  'chat.antiGhosting.penalty': 'عدم الفتح قبل انقضاء المهلة، أو عدم الرد قبل انتهاء المؤقت، يكلّف عملة غرامة.',
  'chat.antiGhosting.refund': 'إن لم تُفتح المحادثة أبدًا، تُسترد كل عملة دُفعت لها.',
  'chat.antiGhosting.manners': 'راعِ حُسن الخلق، والتزم بالحلال، ورُدّ في الوقت المناسب.',
  'chat.unmatch.title': 'إلغاء التوافق مع {name}؟',
  'chat.unmatch.confirm': 'إلغاء التوافق مقابل {fee}',
  'chat.unmatch.busy': 'جارٍ إلغاء التوافق...',
  'chat.unmatch.cost':
    'يكلّف إلغاء التوافق {after} بعد فتح المحادثة، و{before} قبله. لهذه المحادثة يبلغ <b>{fee}</b>، تُخصم من رصيدك فورًا.',
  'chat.unmatch.refunded': 'لم تُفتح المحادثة، لذا تُسترد أولًا كل دفعة لها.',
  'chat.unmatch.refundedYours': 'لم تُفتح المحادثة، لذا تُسترد أولًا كل دفعة لها، ومنها {paid} دفعتَها أنت.',
  'chat.unmatch.readable':
    'تبقى المحادثة متاحة للقراءة، ويمكنك إعادة التوافق مع <bdi>{name}</bdi> لاحقًا من قائمة الملفات الملغى توافقها.',
  'chat.unmatch.done': 'ألغيت التوافق مع {name}',
  'chat.unmatch.balanceNow': 'رصيدك الآن {balance}.',
  'chat.unmatch.failed': 'تعذّر إلغاء التوافق. يُرجى المحاولة مرة أخرى.',
  'chat.ended.youUnmatched': 'ألغيت التوافق مع <bdi>{name}</bdi>.',
  'chat.ended.theyUnmatched': 'ألغى <bdi>{name}</bdi> التوافق معك.',
  'chat.ended.nonResponse': 'إلغاء تلقائي لعدم الرد: انتهى مؤقت قبل أن تتقدم المحادثة.',
  'chat.ended.readOnly': 'هذه المحادثة الآن للقراءة فقط.',
  'chat.ended.rematchLink': 'أعد التوافق من الملفات الملغى توافقها',
  'chat.ended.seeUnmatched': 'اطّلع على الملفات الملغى توافقها',
  'chat.safety.firstMessageNote':
    'حافظ على سلامتك: أبقِ المحادثة على ميثاق حتى تتعارفا جيدًا، ولا ترسل مالًا أبدًا، وأبلغ عن أي شيء يريبك.',
  'chat.safety.draftTitleMoney': 'تتحدث عن المال؟',
  'chat.safety.draftTitleContact': 'تشارك وسيلة تواصل؟',
  'chat.safety.draftAdviceMoney':
    'لا ترسل أبدًا مالًا أو بطاقات هدايا أو استثمارات إلى شخص لم تلتقِ به. ما زال بإمكانك إرسال هذه الرسالة.',
  'chat.safety.draftAdviceContact':
    'تمهّل قبل مشاركة رقم أو بريد إلكتروني أو تطبيق آخر: هنا يمكنك الإبلاغ والحظر إن ساء شيء. ما زال بإمكانك إرسال هذه الرسالة.',
  'chat.safety.receivedTitleMoney': 'هذه الرسالة تتحدث عن المال',
  'chat.safety.receivedTitleContact': 'هذه الرسالة تشارك وسيلة تواصل',
  'chat.safety.receivedAdviceMoney':
    'كثيرًا ما يذكر المحتالون الاستثمارات أو العملات الرقمية أو تحويل الأموال. لا ترسل أبدًا مالًا أو بطاقات هدايا إلى شخص لم تلتقِ به.',
  'chat.safety.receivedAdviceContact':
    'كثيرًا ما ينقل المحتالون المحادثة إلى تطبيق آخر لا يستطيع فيه أحد المساعدة. تمهّل، وواصل الحديث هنا إن لم تكن متأكدًا.',
  'chat.safety.report': 'إبلاغ',
  'chat.safety.reportReasonMoney': 'رسالة في محادثتنا سألت عن المال أو الاستثمارات.',
  'chat.safety.reportReasonContact': 'رسالة في محادثتنا شاركت وسيلة تواصل لنقل الحديث إلى مكان آخر.',
} satisfies Translation<typeof en>
