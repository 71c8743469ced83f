import type { Translation } from '../../translator'
import type en from '../en/guardian'

export default {
  'guardian.title': 'وليّك',
  'guardian.intro':
    'يمكن للوليّ أن يتلقى نسخة أسبوعية من محادثةٍ ما، بشرط موافقة الطرف الآخر، ومن الرسائل المكتوبة بعد الموافقة فقط. ويمكن لأيٍّ منكما إيقاف ذلك في أي وقت.',
  'guardian.confirmed': '· تم التأكيد',
  'guardian.waiting': '· بانتظار تأكيده عبر الرابط المُرسل بالبريد',
  'guardian.remove': 'إزالة الوليّ',
  'guardian.removed': 'أُزيل وليّك',
  'guardian.email': 'البريد الإلكتروني للوليّ',
  'guardian.name': 'تعيين وليّي',
  'guardian.sending': 'جارٍ الإرسال...',
  'guardian.emailed': 'أرسلنا بريدًا إلى وليّك',
  'guardian.emailedText': 'عليه التأكيد عبر الرابط.',
  'guardian.conversation.label': 'الوليّ',
  'guardian.conversation.theyAsk':
    '{sex, select, female {ترغب <bdi>{name}</bdi> في أن يتلقى وليّها نسخة أسبوعية من هذه المحادثة من الآن فصاعدًا. لا يُرسل شيء إلا بموافقتك.} other {يرغب <bdi>{name}</bdi> في أن يتلقى وليّه نسخة أسبوعية من هذه المحادثة من الآن فصاعدًا. لا يُرسل شيء إلا بموافقتك.}}',
  'guardian.conversation.agree': 'أوافق',
  'guardian.conversation.decline': 'لا أوافق',
  'guardian.conversation.agreed': 'لقد وافقت',
  'guardian.conversation.declined': 'لقد رفضت',
  'guardian.conversation.theirsFollowing':
    'وليّ <bdi>{name}</bdi> يتابع المحادثة: نسخة أسبوعية من الرسائل منذ موافقتك.',
  'guardian.conversation.stop': 'إيقاف',
  'guardian.conversation.stopped': 'تم الإيقاف',
  'guardian.conversation.withdraw': 'سحب الطلب',
  'guardian.conversation.mineFollowing':
    'وليّك يتابع المحادثة بموافقة <bdi>{name}</bdi>: نسخة أسبوعية من الرسائل الجديدة.',
  'guardian.conversation.mineWaiting': 'بانتظار موافقة <bdi>{name}</bdi> على متابعة وليّك لهذه المحادثة.',
  'guardian.conversation.mineDeclined':
    '{sex, select, female {فضّلت <bdi>{name}</bdi> ألا يتابع وليّك هذه المحادثة.} other {فضّل <bdi>{name}</bdi> ألا يتابع وليّك هذه المحادثة.}}',
  'guardian.conversation.canAsk':
    '{sex, select, female {يمكن لوليّك متابعة هذه المحادثة إذا وافقت <bdi>{name}</bdi>.} other {يمكن لوليّك متابعة هذه المحادثة إذا وافق <bdi>{name}</bdi>.}}',
  'guardian.conversation.ask': 'استئذان <bdi>{name}</bdi>',
  'guardian.conversation.asked': 'أرسلنا طلب الإذن إلى {name}',
} satisfies Translation<typeof en>
