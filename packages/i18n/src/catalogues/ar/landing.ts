import type { Translation } from '../../translator'
import type en from '../en/landing'

export default {
  'landing.description': 'ميثاق: تطبيق الزواج الإسلامي الذي لا مكان فيه للتجاهل. لن تبقى رسالتك بلا ردّ.',
  'landing.headline': 'منصة الزواج الإسلامي التي لا مكان فيها للتجاهل. لن تبقى رسالتك بلا ردّ أبدًا.',
  'landing.intro':
    'بعملاتنا المانعة للتجاهل، يلتزم كلاكما قبل أن تبدأ المحادثة، وتضمن مؤقتات لطيفة أن تلقى كل رسالة ردًّا. تعارفٌ جادّ بنيّة الزواج، باحترام من الطرفين.',
  'landing.getStarted': 'لنبدأ',
  'landing.member': 'لديك حساب بالفعل؟',
  'landing.why': 'لماذا ميثاق',
  'landing.tokens.title': 'أول ميزة مراسلة بالعملات في العالم',
  'landing.tokens.body':
    'يلتزم كلاكما ببضع عملات لفتح المحادثة، وتُبقي المؤقتات الردود متواصلة. نوايا جادّة، ولا نهايات صامتة.',
  'landing.liked.title': 'اطّلاع مجاني على من أُعجب بملفك',
  'landing.liked.body': 'كل من أُعجب بك ظاهر أمامك، دون اشتراك مدفوع يحول بينك وبين من يهتم بك.',
  'landing.filters.title': 'تصفية مجانية، بلا باقة مميزة',
  'landing.filters.body':
    'التصفية حسب العمر والمكان والطول مجانية. الجميع يحصلون على التطبيق نفسه، والعملات للمحادثة بعد التوافق فقط.',
  'landing.copyright': '© {year} ميثاق. جميع الحقوق محفوظة.',
  'landing.tagline': 'نجمع القلوب على الحلال.',
  'landing.language': 'اللغة',
} satisfies Translation<typeof en>
