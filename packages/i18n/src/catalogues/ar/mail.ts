import type { Translation } from '../../translator'
import type en from '../en/mail'

export default {
  'mail.greeting': 'السلام عليكم ورحمة الله وبركاته،',
  'mail.signature': 'فريق ميثاق',

  'mail.existingSignUp.subject': 'حاول أحدهم إنشاء حساب في ميثاق ببريدكم الإلكتروني',
  'mail.existingSignUp.body':
    'حاول أحدهم إنشاء حساب جديد في ميثاق بعنوان البريد الإلكتروني هذا، وله حساب من قبل. إن كنتم أنتم، فما عليكم إلا تسجيل الدخول؛ وإن نسيتم كلمة المرور، فاستخدموا «نسيت كلمة المرور؟» في صفحة تسجيل الدخول.',
  'mail.existingSignUp.ignore': 'إن لم تكونوا أنتم، فيمكنكم تجاهل هذه الرسالة؛ حسابكم لم يتغير.',

  'mail.reset.subject': 'إعادة تعيين كلمة المرور في ميثاق',
  'mail.reset.body':
    'طلب أحدهم إعادة تعيين كلمة المرور لحسابكم في ميثاق. إن كنتم أنتم، فافتحوا هذا الرابط خلال ساعة واحدة:',
  'mail.reset.button': 'اختيار كلمة مرور جديدة',
  'mail.reset.ignore': 'إن لم تكونوا أنتم، فيمكنكم تجاهل هذه الرسالة؛ تبقى كلمة المرور كما هي.',

  'mail.confirm.subject': 'تأكيد بريدكم الإلكتروني في ميثاق',
  'mail.confirm.body': 'أهلًا بكم في ميثاق. يُرجى تأكيد عنوان بريدكم الإلكتروني بفتح هذا الرابط:',
  'mail.confirm.button': 'تأكيد بريدي الإلكتروني',
  'mail.confirm.ignore': 'إن لم تُنشئوا حسابًا، فيمكنكم تجاهل هذه الرسالة.',

  'mail.guardianInvite.subject':
    '{sex, select, female {تطلب {name} منكم أن تكونوا وليَّها في ميثاق} other {يطلب {name} منكم أن تكونوا وليَّه في ميثاق}}',
  'mail.guardianInvite.named':
    '{sex, select, female {اختارتكم {name} وليًّا لها في ميثاق، وهو تطبيق للزواج.} other {اختاركم {name} وليًّا له في ميثاق، وهو تطبيق للزواج.}}',
  'mail.guardianInvite.what':
    'إن وافقتم، فقد تصلكم نسخة أسبوعية من بعض المحادثات: تلك التي وافق عليها الطرف الآخر أيضًا، ومن الرسائل المكتوبة بعد موافقته فقط.',
  'mail.guardianInvite.confirm': 'للتأكيد، افتحوا هذا الرابط:',
  'mail.guardianInvite.button': 'تأكيد الولاية',
  'mail.guardianInvite.ignore':
    'إن كنتم لا تعرفون هذا الشخص أو لا ترغبون في هذه الولاية، فتجاهلوا هذه الرسالة: لن يُرسل إليكم شيء.',

  'mail.transcript.subject': 'محادثة هذا الأسبوع بين {ward} و{other} في ميثاق',
  'mail.transcript.intro':
    'بصفتكم وليَّ {ward}، إليكم الرسائل المتبادلة بين {ward} و{other} من {from} إلى {to}. وقد جاءت موافقة {other} على أن تصلكم؛ ويمكن لأيٍّ منهما إيقاف ذلك في أي وقت، وعندها يتوقف الإرسال.',
  'mail.transcript.private': 'يُرجى الحفاظ على خصوصية هذه المحادثة.',
  'mail.transcript.yourWard': 'مَن أنتم وليُّه',
  'mail.transcript.otherPerson': 'الطرف الآخر',
  'mail.transcript.someone': 'شخص ما',

  'mail.warning.subject': 'ملاحظة من مشرفي ميثاق',
  'mail.warning.body':
    'أبلغ أحد الأعضاء عن سلوككم في ميثاق، وقد نظر أحد المشرفين في الأمر. هذا تنبيه؛ حسابكم لم يتغير.',
  'mail.moderatorReason': 'سبب المشرف: {reason}',
  'mail.warning.rules':
    'نرجو الالتزام بقواعد مجتمعنا: الاحترام، والبقاء في حدود الحلال، وعدم طلب المال من أحد أبدًا. وقد يؤدي بلاغ آخر من النوع نفسه إلى إيقاف الحساب.',

  'mail.pictureRemoved.subject': 'أُزيلت صورة من ملفكم الشخصي في ميثاق',
  'mail.pictureRemoved.body': 'أزال أحد المشرفين إحدى صوركم من ملفكم الشخصي في ميثاق.',

  'mail.appeal.subject': 'تظلّمكم إلى مشرفي ميثاق',
  'mail.appeal.lifted':
    'قرأ أحد المشرفين تظلّمكم ورفع القرار عن حسابكم في ميثاق. يمكنكم تسجيل الدخول من جديد.',
  'mail.appeal.upheld': 'قرأ أحد المشرفين تظلّمكم وأبقى القرار على حسابكم في ميثاق.',
  'mail.appeal.answer': 'ردّ المشرف: {answer}',
  'mail.purchase.subject': 'شراؤك للعملات في ميثاق',
  'mail.purchase.body': 'شكرًا لك. وصلنا دفعك بمبلغ {price} وأُضيفت {tokens} إلى محفظتك. رصيدك الآن {balance}.',
  'mail.purchase.what':
    'العملات حقٌّ في استخدام ميزات داخل ميثاق، وليست مالًا ولا تُستبدل بالمال. إذا استُرد الدفع أو اعتُرض عليه، تُسحب العملات التي اشتُريت به.',
  'mail.purchase.wallet': 'افتح محفظتي',
} satisfies Translation<typeof en>
