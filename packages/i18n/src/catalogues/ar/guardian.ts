import type { Translation } from '../../translator'
import type en from '../en/guardian'

export default {
  'guardian.title': 'وليّ أمرك',
  'guardian.intro':
    'يمكن لوليّ الأمر أن يتلقى نسخة أسبوعية من محادثة، فقط إذا وافق الطرف الآخر، وفقط من الرسائل المكتوبة بعد الموافقة. ويمكن لأيٍّ منكما إيقاف ذلك في أي وقت.',
  'guardian.confirmed': '· تم التأكيد',
  'guardian.waiting': '· بانتظار تأكيده عبر الرابط المُرسل بالبريد',
  'guardian.remove': 'إزالة وليّ الأمر',
  'guardian.removed': 'تمت إزالة وليّ أمرك',
  'guardian.email': 'البريد الإلكتروني لوليّ الأمر',
  'guardian.name': 'تسمية وليّ أمري',
  'guardian.sending': 'جارٍ الإرسال...',
  'guardian.emailed': 'أرسلنا بريدًا إلى وليّ أمرك',
  'guardian.emailedText': 'عليه التأكيد عبر الرابط.',
  'guardian.conversation.label': 'وليّ الأمر',
  'guardian.conversation.theyAsk':
    'يرغب <bdi>{name}</bdi> في أن يتلقى وليّ أمره نسخة أسبوعية من هذه المحادثة من الآن فصاعدًا. لا يُرسل شيء إلا بموافقتك.',
  'guardian.conversation.agree': 'موافق',
  'guardian.conversation.decline': 'رفض',
  'guardian.conversation.agreed': 'لقد وافقت',
  'guardian.conversation.declined': 'لقد رفضت',
  'guardian.conversation.theirsFollowing':
    'وليّ أمر <bdi>{name}</bdi> يتابع: نسخة أسبوعية من الرسائل منذ موافقتك.',
  'guardian.conversation.stop': 'إيقاف',
  'guardian.conversation.stopped': 'تم الإيقاف',
  'guardian.conversation.withdraw': 'سحب الطلب',
  'guardian.conversation.mineFollowing':
    'وليّ أمرك يتابع بموافقة <bdi>{name}</bdi>: نسخة أسبوعية من الرسائل الجديدة.',
  'guardian.conversation.mineWaiting': 'بانتظار موافقة <bdi>{name}</bdi> على متابعة وليّ أمرك لهذه المحادثة.',
  'guardian.conversation.mineDeclined': 'فضّل <bdi>{name}</bdi> ألا يتابع وليّ أمرك هذه المحادثة.',
  'guardian.conversation.canAsk': 'يمكن لوليّ أمرك متابعة هذه المحادثة إذا وافق <bdi>{name}</bdi>.',
  'guardian.conversation.ask': 'اسأل <bdi>{name}</bdi>',
  'guardian.conversation.asked': 'أرسلنا السؤال إلى {name}',
} satisfies Translation<typeof en>
