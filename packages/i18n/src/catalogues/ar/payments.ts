import type { Translation } from '../../translator'
import type en from '../en/payments'

export default {
  'payments.packs.title': 'باقات العملات',
  'payments.packs.intro':
    'تفتح العملات المحادثات مع من توافقت معهم: {standard} من كلٍّ منكما، أو {express} لفتح المحادثة لكليكما دفعة واحدة.',
  'payments.pack.unlocks':
    '{count, plural, zero {لا تكفي لفتح محادثة} one {تكفي لفتح محادثة واحدة} two {تكفي لفتح محادثتين} few {تكفي لفتح # محادثات} many {تكفي لفتح # محادثة} other {تكفي لفتح # محادثة}}',
  'payments.pack.buy': 'شراء {tokens} مقابل {price}',
  'payments.currency': 'العملة النقدية',
  'payments.notMoney':
    'العملات حقٌّ في استعمال ميزات داخل ميثاق، وليست مالًا: لا قيمة نقدية لها ولا تُصرف نقدًا. تتولى Stripe الدفع بالبطاقة، ولا يرى ميثاق بطاقتك أبدًا.',
  'payments.loadFailed': 'تعذّر تحميل باقات العملات.',
  'payments.tryAgain': 'إعادة المحاولة',
  'payments.redirecting': 'جارٍ فتح صفحة الدفع الآمنة…',
  'payments.checkoutFailed': 'تعذّر فتح صفحة الدفع، ولم يُخصم منك شيء. {reason}',
  'payments.processing.title': 'جارٍ إتمام عملية الشراء',
  'payments.processing.body': 'شكرًا لك. تُضاف عملاتك فور تأكيد الدفع، وعادةً خلال ثوانٍ.',
  'payments.processing.slow':
    'يستغرق التأكيد وقتًا أطول من المعتاد. يمكنك مغادرة هذه الصفحة: ستظهر عملاتك في محفظتك فور وصوله.',
  'payments.done': 'شكرًا لك! أُضيفت {tokens} إلى محفظتك.',
  'payments.cancelled': 'غادرت صفحة الدفع قبل الدفع، فلم يُخصم منك شيء.',
  'payments.reversed': 'رُدّ ثمن هذه العملية، فاستُعيدت عملاتها.',
  'payments.close': 'إغلاق',
  'payments.history.title': 'مشترياتك',
  'payments.history.empty': 'لا مشتريات بعد.',
  'payments.history.row': '{tokens} مقابل {price}',
  'payments.status.pending': 'قيد المعالجة',
  'payments.status.credited': 'أُضيفت',
  'payments.status.reversed': 'رُدّ الثمن واستُعيدت العملات',
  'payments.provider.stripe': 'بطاقة',
  'payments.provider.apple': 'App Store',
  'payments.provider.google': 'Google Play',
  'payments.notMoneyStore':
    'العملات حقٌّ في استعمال ميزات داخل ميثاق، وليست مالًا: لا قيمة نقدية لها ولا تُصرف نقدًا. يتولى {store} الدفع، ولا يرى ميثاق بطاقتك أبدًا.',
  'payments.store.opening': 'بانتظار المتجر…',
  'payments.store.cancelled': 'أُلغيت عملية الشراء، فلم يُخصم منك شيء.',
  'payments.store.pending': 'يحتفظ المتجر بدفعتك حتى تتم الموافقة عليها. تُضاف عملاتك فور إتمامها.',
  'payments.store.unavailable': 'لا يمكن شراء هذه الباقة من المتجر الآن، فلم يُخصم منك شيء.',
  'payments.store.failed': 'تعذّر إتمام عملية الشراء. {reason}',
} satisfies Translation<typeof en>
