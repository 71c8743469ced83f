import type { Translation } from '../../translator'
import type en from '../en/liked'

export default {
  'liked.title': 'الإعجابات',
  'liked.subtitle': 'اعرف من أُعجب بملفك، مجانًا.',
  'liked.lists': 'قوائم الإعجابات',
  'liked.likedMe': 'أُعجبوا بي',
  'liked.iLiked': 'أُعجبت بهم',
  'liked.favorited': 'المفضّلة',
  'liked.unmatchedPlaceholder': 'ستظهر هنا الملفات التي لم يعد بينك وبينها توافق.',
  'liked.tryAgain': 'حاول مرة أخرى',
  'liked.discoverProfiles': 'اكتشف الملفات',
  'liked.showMore': 'عرض المزيد',
  'liked.loadMoreFailed': 'تعذّر تحميل المزيد من الملفات. يُرجى المحاولة مرة أخرى.',
  'liked.showingOf': 'يُعرض {shown} من {total}',
  'liked.matched': 'توافق ·',
  'liked.openChat': 'افتح المحادثة',
  'liked.nameAge': '<who>{name}</who>، {age}',
  'liked.profileOf': 'الملف الشخصي لـ {name}',
  'liked.dialogDescription': 'صور {name} وتفاصيله، مع الإجراءات المتاحة لك.',
  'liked.close': 'إغلاق',
  'liked.profileGone': 'هذا الملف لم يعد متاحًا.',
  'liked.youLiked': 'لقد أُعجبت بـ {name}',
  'liked.like': 'إعجاب بـ {name}',
  'liked.passOn': 'تجاوز {name}',
} satisfies Translation<typeof en>
