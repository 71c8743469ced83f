import type { Translation } from '../../translator'
import type en from '../en/account'

export default {
  'account.management.title': 'إدارة الحساب',
  'account.management.intro':
    'تحتاج إلى استراحة؟ عطّل حسابك وعُد متى سجّلت الدخول. أما الحذف فيزيل حسابك نهائيًا.',
  'account.management.deactivate': 'تعطيل حسابي',
  'account.management.delete': 'حذف حسابي',
  'account.signedOutEverywhere': 'يتم تسجيل خروجك من جميع الأجهزة.',
  'account.deactivate.title': 'هل تريد تعطيل حسابك؟',
  'account.deactivate.description': 'خذ استراحتك مهما طالت. إليك ما سيحدث:',
  'account.deactivate.confirm': 'تعطيل',
  'account.deactivate.busy': 'جارٍ التعطيل...',
  'account.deactivate.hidden': 'يُخفى ملفك الشخصي من الاستكشاف ومن قوائم الإعجاب لدى الجميع.',
  'account.deactivate.matchesEnd': 'تنتهي توافقاتك النشطة دون رسوم. وتُسترد العملات المدفوعة لمحادثة لم تُفتح.',
  'account.deactivate.comeBack': 'للعودة، سجّل الدخول من جديد فيظهر ملفك الشخصي مرة أخرى.',
  'account.delete.title': 'هل تريد حذف حسابك؟',
  'account.delete.description': 'هذا نهائي ولا يمكن التراجع عنه.',
  'account.delete.confirm': 'حذف نهائي',
  'account.delete.busy': 'جارٍ الحذف...',
  'account.delete.profileErased': 'يُمحى ملفك الشخصي وصورك.',
  'account.delete.matchesErased': 'تُمحى توافقاتك ورسائلك.',
  'account.delete.onlyBreak': 'إن كنت تحتاج إلى استراحة فقط، يمكنك تعطيل حسابك بدلًا من ذلك.',
  'account.data.title': 'بياناتك',
  'account.data.intro':
    'نزّل نسخة من كل ما نحتفظ به عنك: ملفك الشخصي وصورك، والإعجابات، والتوافقات ورسائلها، والعملات، والإشعارات، والبلاغات التي قدّمتها. تُعَدّ النسخة عند طلبك ولا تُحفظ في أي مكان آخر.',
  'account.data.download': 'تنزيل بياناتي',
  'account.data.preparing': 'جارٍ تجهيز بياناتك...',
  'account.data.downloading': 'يجري تنزيل بياناتك',
  'account.data.downloadingText': 'ملف مضغوط فيه بياناتك وصورك، أُعدّ الآن.',
  'account.data.failed': 'تعذّر علينا تجهيز بياناتك',
} satisfies Translation<typeof en>
