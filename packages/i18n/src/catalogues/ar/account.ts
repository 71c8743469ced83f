import type { Translation } from '../../translator'
import type en from '../en/account'

export default {
  'account.management.title': 'إدارة الحساب',
  'account.management.intro':
    'بحاجة إلى استراحة؟ يمكنك تعطيل حسابك والعودة متى سجّلت الدخول. أما الحذف فيزيل حسابك نهائيًا.',
  'account.management.deactivate': 'تعطيل حسابي',
  'account.management.delete': 'حذف حسابي',
  'account.signedOutEverywhere': 'تم تسجيل خروجك من جميع الأجهزة.',
  'account.deactivate.title': 'تعطيل حسابك؟',
  'account.deactivate.description': 'يمكنك الابتعاد ما شئت من الوقت. إليك ما سيحدث:',
  'account.deactivate.confirm': 'تعطيل',
  'account.deactivate.busy': 'جارٍ التعطيل...',
  'account.deactivate.hidden': 'يُخفى ملفك الشخصي من «استكشاف» ومن قوائم الإعجابات لدى الجميع.',
  'account.deactivate.matchesEnd':
    'تنتهي توافقاتك النشطة دون أي رسوم. وتُستردّ العملات المدفوعة لأي محادثة لم تُفتح.',
  'account.deactivate.comeBack': 'للعودة، يكفي تسجيل الدخول من جديد ليظهر ملفك الشخصي مرة أخرى.',
  'account.delete.title': 'حذف حسابك؟',
  'account.delete.description': 'هذا الإجراء نهائي ولا يمكن التراجع عنه.',
  'account.delete.confirm': 'حذف نهائي',
  'account.delete.busy': 'جارٍ الحذف...',
  'account.delete.profileErased': 'يُمحى ملفك الشخصي وصورك.',
  'account.delete.matchesErased': 'تُمحى توافقاتك ورسائلك.',
  'account.delete.onlyBreak': 'إن كنت بحاجة إلى استراحة فقط، يمكنك تعطيل حسابك بدلًا من ذلك.',
  'account.data.title': 'بياناتك',
  'account.data.intro':
    'يمكنك تنزيل نسخة من كل ما نحتفظ به عنك: ملفك الشخصي وصورك، والإعجابات، والتوافقات ورسائلها، والعملات، والإشعارات، والبلاغات التي قدّمتها. تُعَدّ النسخة عند طلبك ولا تُحفظ في أي مكان آخر.',
  'account.data.download': 'تنزيل بياناتي',
  'account.data.preparing': 'جارٍ تجهيز بياناتك...',
  'account.data.downloading': 'يجري تنزيل بياناتك',
  'account.data.downloadingText': 'ملف مضغوط فيه بياناتك وصورك، أُعدّ الآن.',
  'account.data.failed': 'تعذّر علينا تجهيز بياناتك',
} satisfies Translation<typeof en>
