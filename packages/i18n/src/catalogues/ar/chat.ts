import type { Translation } from '../../translator'
import type en from '../en/chat'

export default {
  'chat.loading': 'جارٍ تحميل المحادثة...',
  'chat.loadFailed': 'تعذّر تحميل تفاصيل التوافق',
  'chat.noLongerAvailable': 'هذه المحادثة لم تعد متاحة.',
  'chat.tryAgain': 'إعادة المحاولة',
  'chat.backToMatchesButton': 'العودة إلى التوافقات',
  'chat.conversationWith': 'المحادثة مع {name}',
  'chat.earlier.label': 'المحادثة السابقة',
  'chat.earlier.text': 'محادثتك السابقة مع <bdi>{name}</bdi>. يمكنك فتح المحادثة لتتحدّثا من جديد.',
  'chat.messagesFailed': 'تعذّر تحميل الرسائل. يُرجى المحاولة مرة أخرى.',
  'chat.sendFailed': 'تعذّر إرسال الرسالة. يُرجى المحاولة مرة أخرى.',
  'chat.noMessages': 'لا توجد رسائل بعد. لتكن الكلمة الأولى منك!',
  'chat.today': 'اليوم',
  'chat.yesterday': 'أمس',
  'chat.header.back': 'العودة إلى التوافقات',
  'chat.header.options': 'خيارات المحادثة',
  'chat.header.viewProfile': 'عرض الملف الشخصي',
  'chat.header.unmatch': 'إلغاء التوافق',
  'chat.header.block': 'حظر',
  'chat.header.report': 'إبلاغ',
  'chat.composer.label': 'الرسالة',
  'chat.composer.placeholder': 'رسالتك…',
  'chat.composer.send': 'إرسال الرسالة',
  'chat.message.sending': '· جارٍ الإرسال…',
  'chat.message.read': 'مقروءة',
  'chat.message.sent': 'أُرسلت',
  'chat.timer.left': 'متبقٍّ {left}',
  'chat.timer.expired': 'انتهى الوقت',
  'chat.timer.aria': '{label}: {left}',
  'chat.timer.waitingUnlock':
    '{sex, select, female {بانتظار أن تفتح {name} المحادثة} other {بانتظار أن يفتح {name} المحادثة}}',
  'chat.timer.timeToUnlock': 'الوقت المتبقي لفتح هذه المحادثة',
  'chat.timer.startConversation': 'بدء المحادثة',
  'chat.timer.yourTurn': 'دورك في الرد',
  'chat.timer.waitingFor': 'بانتظار {name}',
  'chat.timer.payThem':
    '{sex, select, female {لقد دفعت. إن لم تدفع {name} قبل انتهاء الوقت، تعود إليك عملاتك، وتخسر {name} {penalty}، وينتهي التوافق.} other {لقد دفعت. إن لم يدفع {name} قبل انتهاء الوقت، تعود إليك عملاتك، ويخسر {name} {penalty}، وينتهي التوافق.}}',
  'chat.timer.payMe':
    '{sex, select, female {لقد دفعت {name}. إن لم تُدفع حصتك قبل انتهاء الوقت، يُخصم منك {penalty}، ويُعاد إلى {name} ما دفعته، وينتهي التوافق.} other {لقد دفع {name}. إن لم تُدفع حصتك قبل انتهاء الوقت، يُخصم منك {penalty}، ويُعاد إلى {name} ما دفعه، وينتهي التوافق.}}',
  'chat.timer.payEither':
    'إن لم تُفتح المحادثة قبل انتهاء الوقت، يُعاد المبلغ إلى من دفع، ويخسر من لم يدفع {penalty}، وينتهي التوافق.',
  'chat.timer.firstMessage':
    'إن لم يرسل أيٌّ منكما الرسالة الأولى قبل انتهاء الوقت، ينتهي التوافق. ولا تُستردّ العملات المدفوعة لفتح المحادثة.',
  'chat.timer.replyMe': 'إن لم يصل ردّك قبل انتهاء الوقت، يُخصم منك {penalty} وينتهي التوافق.',
  'chat.timer.replyThem':
    '{sex, select, female {إن لم تردّ {name} قبل انتهاء الوقت، تخسر {name} {penalty} وينتهي التوافق.} other {إن لم يردّ {name} قبل انتهاء الوقت، يخسر {name} {penalty} وينتهي التوافق.}}',
  'chat.payment.title': 'فتح محادثتك',
  'chat.payment.yourBalance': 'رصيدك',
  'chat.payment.theyPaidPay':
    '{sex, select, female {لقد دفعت <bdi>{name}</bdi>.} other {لقد دفع <bdi>{name}</bdi>.}} بقي عليك دفع {count, plural, zero {# عملة} one {عملة واحدة} two {عملتين} few {# عملات} many {# عملة} other {# عملة}} لفتح محادثتكما.',
  'chat.payment.youPaid':
    '{count, plural, zero {دفعت # عملة} one {دفعت عملة واحدة} two {دفعت عملتين} few {دفعت # عملات} many {دفعت # عملة} other {دفعت # عملة}}',
  'chat.payment.youNotPaid': 'لم تُدفع حصتك بعد',
  'chat.payment.theyPaid': '{sex, select, female {دفعت <bdi>{name}</bdi>} other {دفع <bdi>{name}</bdi>}}',
  'chat.payment.theyNotPaid':
    '{sex, select, female {لم تدفع <bdi>{name}</bdi> بعد} other {لم يدفع <bdi>{name}</bdi> بعد}}',
  'chat.payment.waiting':
    '{sex, select, female {بانتظار أن تدفع <bdi>{name}</bdi>. تُفتح المحادثة فور دفعها.} other {بانتظار أن يدفع <bdi>{name}</bdi>. تُفتح المحادثة فور دفعه.}}',
  'chat.payment.paying': 'جارٍ الدفع...',
  'chat.payment.pay':
    '{count, plural, zero {دفع # عملة} one {دفع عملة واحدة} two {دفع عملتين} few {دفع # عملات} many {دفع # عملة} other {دفع # عملة}}',
  'chat.payment.express':
    '{count, plural, zero {فتح سريع · # عملة} one {فتح سريع · عملة واحدة} two {فتح سريع · عملتان} few {فتح سريع · # عملات} many {فتح سريع · # عملة} other {فتح سريع · # عملة}}',
  'chat.payment.cannotPay': 'لديك {balance}: الفتح يحتاج إلى {standard}، والفتح السريع إلى {express}.',
  'chat.payment.cannotExpress': 'لديك {balance}: تكفي لدفع {standard}، لا للفتح السريع ({express}).',
  'chat.payment.expressHint':
    'يدفع كلٌّ منكما {standard} عملات، أو يكفي دفعك {express} وحدك لتُفتح المحادثة لكليكما معًا.',
  'chat.payment.failed': 'تعذّرت معالجة الدفع',
  'chat.payment.takingYouBack': 'نعيدك إلى توافقاتك…',
  'chat.antiGhosting.title': 'لماذا تبدأ المحادثات بالعملات',
  'chat.antiGhosting.seriously': 'بضع عملات من كلٍّ منكما تُظهر أنكما تأخذان هذا التوافق بجدية.',
  'chat.antiGhosting.penalty': 'عدم الفتح قبل انقضاء المهلة، أو عدم الرد قبل انتهاء المؤقت، يكلّف عملة غرامة.',
  'chat.antiGhosting.refund': 'إن لم تُفتح المحادثة أبدًا، تُسترد كل عملة دُفعت لها.',
  'chat.antiGhosting.manners': 'نرجو منك حُسن الخلق، والالتزام بالحلال، والرد في وقته.',
  'chat.unmatch.title': 'إلغاء التوافق مع {name}؟',
  'chat.unmatch.confirm': 'إلغاء التوافق مقابل {fee}',
  'chat.unmatch.busy': 'جارٍ إلغاء التوافق...',
  'chat.unmatch.cost':
    'يكلّف إلغاء التوافق {after} بعد فتح المحادثة، و{before} قبله. ولهذه المحادثة يبلغ <b>{fee}</b>، يُخصم من رصيدك فورًا.',
  'chat.unmatch.refunded': 'لم تُفتح المحادثة، لذا تُستردّ أولًا كل دفعة لها.',
  'chat.unmatch.refundedYours': 'لم تُفتح المحادثة، لذا تُستردّ أولًا كل دفعة لها، ومنها {paid} دفعتها أنت.',
  'chat.unmatch.readable':
    'تبقى المحادثة متاحة للقراءة، ويمكنك إعادة التوافق مع <bdi>{name}</bdi> لاحقًا من قائمة الملفات الملغى توافقها.',
  'chat.unmatch.done': 'ألغيت التوافق مع {name}',
  'chat.unmatch.balanceNow': 'رصيدك الآن {balance}.',
  'chat.unmatch.failed': 'تعذّر إلغاء التوافق. يُرجى المحاولة مرة أخرى.',
  'chat.ended.youUnmatched': 'ألغيت التوافق مع <bdi>{name}</bdi>.',
  'chat.ended.theyUnmatched':
    '{sex, select, female {ألغت <bdi>{name}</bdi> التوافق معك.} other {ألغى <bdi>{name}</bdi> التوافق معك.}}',
  'chat.ended.nonResponse': 'إلغاء تلقائي لعدم الرد: انتهت إحدى المهل قبل أن تمضي المحادثة قُدمًا.',
  'chat.ended.readOnly': 'هذه المحادثة الآن للقراءة فقط.',
  'chat.ended.rematchLink': 'إعادة التوافق من الملفات الملغى توافقها',
  'chat.ended.seeUnmatched': 'عرض الملفات الملغى توافقها',
  'chat.safety.firstMessageNote':
    'سلامتك أولًا: يُستحسن إبقاء المحادثة على ميثاق حتى تتعارفا جيدًا، وعدم إرسال المال أبدًا، والإبلاغ عن أي شيء يريبك.',
  'chat.safety.draftTitleMoney': 'حديث عن المال؟',
  'chat.safety.draftTitleContact': 'مشاركة وسيلة تواصل؟',
  'chat.safety.draftAdviceMoney':
    'لا ينبغي أبدًا إرسال مال أو بطاقات هدايا أو استثمارات إلى شخص لم يسبق لقاؤه. ما زال بإمكانك إرسال هذه الرسالة.',
  'chat.safety.draftAdviceContact':
    'الأفضل التمهّل قبل مشاركة رقم أو بريد إلكتروني أو تطبيق آخر: هنا يمكنك الإبلاغ والحظر إن حدث ما يريبك. ما زال بإمكانك إرسال هذه الرسالة.',
  'chat.safety.receivedTitleMoney': 'هذه الرسالة تتحدث عن المال',
  'chat.safety.receivedTitleContact': 'هذه الرسالة تشارك وسيلة تواصل',
  'chat.safety.receivedAdviceMoney':
    'كثيرًا ما يذكر المحتالون الاستثمارات أو العملات الرقمية أو تحويل الأموال. لا ينبغي أبدًا إرسال مال أو بطاقات هدايا إلى شخص لم يسبق لقاؤه.',
  'chat.safety.receivedAdviceContact':
    'كثيرًا ما ينقل المحتالون المحادثة إلى تطبيق آخر لا يستطيع فيه أحد المساعدة. الأفضل التمهّل، ومواصلة الحديث هنا ما دام في الأمر شك.',
  'chat.safety.found': 'في هذه الرسالة: {concerns}.',
  'chat.safety.concern.phone': 'رقم هاتف',
  'chat.safety.concern.email': 'عنوان بريد إلكتروني',
  'chat.safety.concern.messagingApp': 'تطبيق مراسلة',
  'chat.safety.concern.moneyRequest': 'طلب مال',
  'chat.safety.concern.paymentMethod': 'وسيلة لإرسال المال',
  'chat.safety.concern.investment': 'حديث عن الاستثمار أو العملات الرقمية',
  'chat.safety.report': 'إبلاغ',
  'chat.safety.reportReasonMoney': 'رسالة في محادثتنا سألت عن المال أو الاستثمارات.',
  'chat.safety.reportReasonContact': 'رسالة في محادثتنا شاركت وسيلة تواصل لنقل الحديث إلى مكان آخر.',
  'chat.header.revealPictures': 'إظهار صوري لـ{name}',
  'chat.header.blurPictures': 'إعادة تمويه صوري',
  'chat.pictures.revealed': 'أصبح بإمكان {name} رؤية صورك.',
  'chat.pictures.blurred': 'عادت صورك مموّهة أمام {name}.',
} satisfies Translation<typeof en>
