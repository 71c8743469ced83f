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
  'notifications.demoSender': '{name} (عضو تجريبي)',

  'notifications.like': 'أُعجب {name} بملفكم الشخصي!',
  'notifications.message': '{name}: {content}',
  'notifications.messageNoText': 'أرسل إليكم {name} رسالة.',
  'notifications.rematch': 'توافق {name} معكم من جديد!',
  'notifications.rematchMore': 'افتحوا المحادثة لتتحدثوا من جديد.',
  'notifications.match': 'حصل توافق بينكم وبين {name}!',
  'notifications.matchMore': 'افتحوا المحادثة لتبدؤوا الحديث.',
  'notifications.chatUnlocked': 'محادثتكم مع {name} مفتوحة. ألقوا السلام!',
  'notifications.paymentRequired': 'دفع {name} لفتح محادثتكما. افتحوها أنتم أيضًا لتبدؤوا الحديث.',
  'notifications.test': 'الإشعارات تعمل.',

  'notifications.reminder.generic': 'توافقكم مع {name} يحتاج إليكم قريبًا.',
  'notifications.reminder':
    '{kind, select, payment_window {توافقكم مع {name} ينتظر فتح المحادثة. افتحوها قبل انتهاء المهلة للحفاظ عليه.} first_message {محادثتكم مع {name} مفتوحة. ألقوا السلام قبل انتهاء المؤقت للحفاظ على التوافق.} other {{name} ينتظر ردّكم. ردّوا قبل انتهاء المؤقت للحفاظ على التوافق.}}',
  'notifications.reminder.left':
    '{kind, select, payment_window {مهلة فتح محادثتكم مع {name}} first_message {مهلة إرسال أول رسالة إلى {name}} other {مهلة الرد على {name}}} تنتهي قريبًا: {left}.',
  'notifications.reminder.ranOut':
    '{kind, select, payment_window {مهلة فتح محادثتكم مع {name}} first_message {مهلة إرسال أول رسالة إلى {name}} other {مهلة الرد على {name}}} انتهت.',
  'notifications.reminder.endsSoon':
    '{kind, select, payment_window {مهلة فتح محادثتكم مع {name}} first_message {مهلة إرسال أول رسالة إلى {name}} other {مهلة الرد على {name}}} تنتهي قريبًا.',
  'notifications.reminder.wasRunningOut':
    '{kind, select, payment_window {مهلة فتح محادثتكم مع {name}} first_message {مهلة إرسال أول رسالة إلى {name}} other {مهلة الرد على {name}}} كانت توشك على الانتهاء.',

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
    'الإشعارات محظورة لتطبيق ميثاق على هذا الهاتف. لتلقّيها، اسمح بإشعارات ميثاق من إعدادات هاتفك، ثم عُد إلى هنا.',
  'notifications.push.offerDeniedInApp':
    'الإشعارات محظورة على هذا الهاتف. يمكنك السماح بها لاحقًا من إعدادات هاتفك.',
  'notifications.push.state.denied':
    'الإشعارات محظورة لميثاق في هذا المتصفح. لتلقيها، اسمحوا بالإشعارات لهذا الموقع من إعدادات المتصفح، ثم عودوا إلى هنا.',
  'notifications.push.state.off':
    'اعرفوا بالإعجابات والتوافقات والرسائل والمؤقتات التي توشك على الانتهاء، حتى وميثاق مغلق.',
  'notifications.push.state.on': 'الإشعارات الفورية مفعّلة على هذا الجهاز.',
  'notifications.push.failed': 'تعذّر تفعيلها الآن. يُرجى المحاولة مرة أخرى.',
  'notifications.push.turnOn': 'تفعيل الإشعارات',
  'notifications.push.turnOff': 'إيقافها على هذا الجهاز',
  'notifications.push.choose': 'اختاروا ما تريدون معرفته',
  'notifications.push.loadingChoices': 'جارٍ تحميل اختياراتكم…',
  'notifications.push.choicesFailed': 'تعذّر تحميل اختياراتكم.',
  'notifications.push.tryAgain': 'حاولوا مرة أخرى',
  'notifications.push.byKind': 'الإشعارات الفورية حسب النوع',
  'notifications.push.saveFailed': 'تعذّر حفظ هذا التغيير. يُرجى المحاولة مرة أخرى.',
  'notifications.push.offerOn': 'الإشعارات مفعّلة. سنخبركم حين يحين دوركم.',
  'notifications.push.offerDenied':
    'الإشعارات محظورة في هذا المتصفح. يمكنكم السماح بها لاحقًا من إعدادات المتصفح.',
  'notifications.push.offer':
    'هل تريدون أن تعرفوا متى يحين دوركم (دفع، أو ردّ، أو مؤقت يوشك على الانتهاء)، حتى وميثاق مغلق؟',
  'notifications.push.offerFailed': 'لم ينجح ذلك. حاولوا مرة أخرى من الإشعارات.',
} satisfies Translation<typeof en>
