import type { Translation } from '../../translator'
import type en from '../en/notifications'

export default {
  'notifications.title.like': 'إعجاب جديد!',
  'notifications.title.match': 'توافق جديد!',
  'notifications.title.message': 'رسالة جديدة',
  'notifications.title.chat_unlocked': 'فُتحت المحادثة!',
  'notifications.title.payment_required': 'الدفع مطلوب',
  'notifications.title.reminder': 'الوقت يوشك على الانتهاء',
  'notifications.title.test': 'إشعار تجريبي',

  'notifications.someone': 'شخص ما',
  'notifications.demoSender': '{sex, select, female {{name} (عضوة تجريبية)} other {{name} (عضو تجريبي)}}',

  'notifications.like':
    '{sex, select, female {أُعجبت {name} بملفك الشخصي!} other {أُعجب {name} بملفك الشخصي!}}',
  'notifications.message': '{name}: {content}',
  'notifications.messageNoText':
    '{sex, select, female {أرسلت إليك {name} رسالة.} other {أرسل إليك {name} رسالة.}}',
  'notifications.messages':
    '{count, plural, zero {لا رسائل جديدة من {name}} one {رسالة جديدة من {name}: {content}} two {رسالتان جديدتان من {name}: {content}} few {# رسائل جديدة من {name}: {content}} many {# رسالةً جديدةً من {name}: {content}} other {# رسالة جديدة من {name}: {content}}}',
  'notifications.messagesNoText':
    '{count, plural, zero {لا رسائل جديدة من {name}.} one {رسالة جديدة من {name}.} two {رسالتان جديدتان من {name}.} few {# رسائل جديدة من {name}.} many {# رسالةً جديدةً من {name}.} other {# رسالة جديدة من {name}.}}',
  'notifications.rematch':
    '{sex, select, female {أعادت {name} التوافق معك!} other {أعاد {name} التوافق معك!}}',
  'notifications.rematchMore': 'يمكنك فتح المحادثة لتتحدّثا من جديد.',
  'notifications.match': 'تم التوافق بينك وبين {name}!',
  'notifications.matchMore': 'يمكنك فتح المحادثة لبدء الحديث.',
  'notifications.chatUnlocked': 'محادثتك مع {name} مفتوحة الآن. وخير البداية السلام!',
  'notifications.paymentRequired':
    '{sex, select, female {دفعت {name} لفتح محادثتكما.} other {دفع {name} لفتح محادثتكما.}} بقي عليك الدفع أيضًا لبدء الحديث.',
  'notifications.test': 'الإشعارات تعمل.',

  'notifications.reminder.generic': 'توافقك مع {name} بحاجة إليك قريبًا.',
  'notifications.reminder':
    '{kind, select, payment_window {توافقك مع {name} ينتظر فتح المحادثة. يُرجى فتحها قبل انتهاء المهلة للحفاظ عليه.} first_message {محادثتك مع {name} مفتوحة. يُرجى إلقاء السلام قبل انتهاء المؤقت للحفاظ على التوافق.} other {{sex, select, female {{name} تنتظر ردّك.} other {{name} ينتظر ردّك.}} يُرجى الرد قبل انتهاء المؤقت للحفاظ على التوافق.}}',
  'notifications.reminder.left':
    '{kind, select, payment_window {مهلة فتح محادثتك مع {name}} first_message {مهلة إرسال أول رسالة إلى {name}} other {مهلة الرد على {name}}} تنتهي قريبًا: {left}.',
  'notifications.reminder.ranOut':
    '{kind, select, payment_window {مهلة فتح محادثتك مع {name}} first_message {مهلة إرسال أول رسالة إلى {name}} other {مهلة الرد على {name}}} انتهت.',
  'notifications.reminder.endsSoon':
    '{kind, select, payment_window {مهلة فتح محادثتك مع {name}} first_message {مهلة إرسال أول رسالة إلى {name}} other {مهلة الرد على {name}}} تنتهي قريبًا.',
  'notifications.reminder.wasRunningOut':
    '{kind, select, payment_window {مهلة فتح محادثتك مع {name}} first_message {مهلة إرسال أول رسالة إلى {name}} other {مهلة الرد على {name}}} كانت توشك على الانتهاء.',

  'notifications.heading': 'الإشعارات',
  'notifications.markAllRead': 'تعليم الكل كمقروء',
  'notifications.markReadFailed': 'تعذّر تعليم الإشعارات كمقروءة',
  'notifications.loading': 'جارٍ تحميل الإشعارات...',
  'notifications.empty': 'لا إشعارات بعد',
  'notifications.emptyHint': 'ستظهر هنا الإعجابات والتوافقات والرسائل والتذكيرات قبل انتهاء أي مؤقت.',
  'notifications.listLabel': 'الإشعارات',
  'notifications.loadMore': 'عرض المزيد',
  'notifications.loadMoreFailed': 'تعذّر تحميل المزيد من الإشعارات. يُرجى المحاولة مرة أخرى.',
  'notifications.unread': 'غير مقروء',
  'notifications.bell': 'الإشعارات',
  'notifications.bellUnread':
    'الإشعارات، {count, plural, zero {لا إشعارات غير مقروءة} one {إشعار واحد غير مقروء} two {إشعاران غير مقروءين} few {# إشعارات غير مقروءة} many {# إشعارًا غير مقروء} other {# إشعار غير مقروء}}',
  'notifications.newLikes':
    '{count, plural, zero {لا إعجابات جديدة} one {إعجاب جديد واحد} two {إعجابان جديدان} few {# إعجابات جديدة} many {# إعجابًا جديدًا} other {# إعجاب جديد}}',

  'notifications.push.heading': 'الإشعارات الفورية',
  'notifications.push.kind.like': 'الإعجابات',
  'notifications.push.kind.match': 'التوافقات الجديدة',
  'notifications.push.kind.message': 'الرسائل',
  'notifications.push.kind.chat_unlocked': 'فتح المحادثة',
  'notifications.push.kind.payment_required': 'الدفع مطلوب',
  'notifications.push.kind.reminder': 'مؤقتات توشك على الانتهاء',
  'notifications.push.state.checking': 'جارٍ فحص هذا الجهاز…',
  'notifications.push.state.unsupported':
    'لا يستطيع هذا المتصفح عرض الإشعارات الفورية. سيظل كل شيء يظهر هنا، في هذه الشاشة.',
  'notifications.push.state.deniedInApp':
    'الإشعارات محظورة لتطبيق ميثاق على هذا الهاتف. لتلقّيها، يُرجى السماح بإشعارات ميثاق من إعدادات هاتفك، ثم العودة إلى هنا.',
  'notifications.push.offerDeniedInApp':
    'الإشعارات محظورة على هذا الهاتف. يمكنك السماح بها لاحقًا من إعدادات هاتفك.',
  'notifications.push.state.denied':
    'الإشعارات محظورة لميثاق في هذا المتصفح. لتلقّيها، يُرجى السماح بالإشعارات لهذا الموقع من إعدادات المتصفح، ثم العودة إلى هنا.',
  'notifications.push.state.off':
    'إشعارات بالإعجابات والتوافقات والرسائل والمؤقتات التي توشك على الانتهاء، حتى حين يكون ميثاق مغلقًا.',
  'notifications.push.state.on': 'الإشعارات الفورية مفعّلة على هذا الجهاز.',
  'notifications.push.failed': 'تعذّر تفعيلها الآن. يُرجى المحاولة مرة أخرى.',
  'notifications.push.turnOn': 'تفعيل الإشعارات',
  'notifications.push.turnOff': 'إيقافها على هذا الجهاز',
  'notifications.push.choose': 'اختيار ما نُعلمك به',
  'notifications.push.loadingChoices': 'جارٍ تحميل اختياراتك…',
  'notifications.push.choicesFailed': 'تعذّر تحميل اختياراتك.',
  'notifications.push.tryAgain': 'إعادة المحاولة',
  'notifications.push.byKind': 'الإشعارات الفورية حسب النوع',
  'notifications.push.saveFailed': 'تعذّر حفظ هذا التغيير. يُرجى المحاولة مرة أخرى.',
  'notifications.push.offerOn': 'الإشعارات مفعّلة. سنخبرك حين يحين دورك.',
  'notifications.push.offerDenied':
    'الإشعارات محظورة في هذا المتصفح. يمكنك السماح بها لاحقًا من إعدادات المتصفح.',
  'notifications.push.offer':
    'هل نخبرك حين يحين دورك (دفع، أو ردّ، أو مؤقت يوشك على الانتهاء)، حتى حين يكون ميثاق مغلقًا؟',
  'notifications.push.offerFailed': 'لم ينجح ذلك. يمكنك المحاولة مرة أخرى من الإشعارات.',
} satisfies Translation<typeof en>
