import type { Translation } from '../../translator'
import type en from '../en/liked'

export default {
  'liked.title': 'الإعجابات',
  'liked.subtitle': 'كل من أُعجب بملفك، بلا مقابل.',
  'liked.lists': 'قوائم الإعجابات',
  'liked.likedMe': 'من أُعجب بي',
  'liked.iLiked': 'من أُعجبت به',
  'liked.favorited': 'المفضّلة',
  'liked.unmatchedPlaceholder': 'ستظهر هنا الملفات التي لم يعد بينك وبينها توافق.',
  'liked.tryAgain': 'إعادة المحاولة',
  'liked.discoverProfiles': 'استكشاف الملفات',
  'liked.showMore': 'عرض المزيد',
  'liked.loadMoreFailed': 'تعذّر تحميل المزيد من الملفات. يُرجى المحاولة مرة أخرى.',
  'liked.showingOf': 'يُعرض {shown} من {total}',
  'liked.youPassed': '{sex, select, female {تجاوزتها} other {تجاوزته}}',
  'liked.matched': 'تم التوافق ·',
  'liked.openChat': 'عرض المحادثة',
  'liked.nameAge': '<who>{name}</who>، {age}',
  'liked.profileOf': 'الملف الشخصي لـ{name}',
  'liked.dialogDescription':
    '{sex, select, female {صور {name} وتفاصيلها} other {صور {name} وتفاصيله}}، مع الإجراءات المتاحة لك.',
  'liked.close': 'إغلاق',
  'liked.profileGone': 'هذا الملف لم يعد متاحًا.',
  'liked.youLiked': 'لقد أُعجبت بـ{name}',
  'liked.like': 'إعجاب بـ{name}',
  'liked.passOn': 'تجاوز {name}',
} satisfies Translation<typeof en>
