import type { Translation } from '../../translator'
import type en from '../en/landing'

export default {
  'landing.description': 'ميثاق: تطبيق الزواج الإسلامي الذي لا مكان فيه للتجاهل. لن تبقى رسالتك بلا رد.',
  'landing.headline': 'منصة الزواج الإسلامي التي لا مكان فيها للتجاهل. لن تبقى رسالتك بلا رد أبدًا.',
  'landing.intro':
    'برموزنا المضادة للتجاهل، يلتزم كلاكما قبل أن تبدأ المحادثة، وتضمن مؤقتات لطيفة أن تلقى كل رسالة ردًّا. تعرّف إلى من هو جادّ في الزواج، باحترام من الطرفين.',
  'landing.getStarted': 'ابدأ الآن',
  'landing.member': 'لديك حساب بالفعل؟',
  'landing.why': 'لماذا ميثاق',
  'landing.tokens.title': 'أول ميزة مراسلة بالرموز في العالم',
  'landing.tokens.body':
    'يلتزم كلاكما ببضعة رموز لفتح المحادثة، وتُبقي المؤقتات الردود مستمرة. نوايا جادّة، ولا نهايات صامتة.',
  'landing.liked.title': 'اعرف مجانًا من أُعجب بملفك',
  'landing.liked.body': 'كل من أُعجب بك ظاهر أمامك، دون أي اشتراك مدفوع يحول بينك وبين من يهتم بك.',
  'landing.filters.title': 'فلاتر مجانية ولا باقة مميزة',
  'landing.filters.body':
    'صفِّ حسب العمر والمكان والطول دون أي تكلفة. الجميع يحصل على التطبيق نفسه، والرموز للمحادثة مع التوافقات فقط.',
  'landing.copyright': '© {year} ميثاق. جميع الحقوق محفوظة.',
  'landing.tagline': 'نجمع القلوب على الحلال.',
  'landing.language': 'اللغة',
} satisfies Translation<typeof en>
