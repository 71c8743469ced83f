import type { Translation } from '../../translator'
import type en from '../en/liked'

export default {
  'liked.title': 'پسند',
  'liked.subtitle': 'مفت دیکھیں کہ آپ کا پروفائل کس نے پسند کیا۔',
  'liked.lists': 'پسند کی فہرستیں',
  'liked.likedMe': 'مجھے پسند کیا',
  'liked.iLiked': 'میں نے پسند کیا',
  'liked.favorited': 'پسندیدہ',
  'liked.unmatchedPlaceholder': 'جن سے آپ کا میچ ختم ہو چکا ہے، ان کے پروفائلز یہاں دکھائے جائیں گے۔',
  'liked.tryAgain': 'دوبارہ کوشش کریں',
  'liked.discoverProfiles': 'پروفائلز دریافت کریں',
  'liked.showMore': 'مزید دکھائیں',
  'liked.loadMoreFailed': 'مزید پروفائلز لوڈ نہیں ہو سکے۔ براہِ کرم دوبارہ کوشش کریں۔',
  'liked.showingOf': '{total} میں سے {shown} دکھائے جا رہے ہیں',
  'liked.youPassed': '{sex, select, other {آپ نے چھوڑ دیا}}',
  'liked.matched': 'میچ ·',
  'liked.openChat': 'چیٹ کھولیں',
  'liked.nameAge': '<who>{name}</who>، {age}',
  'liked.profileOf': '{name} کا پروفائل',
  'liked.dialogDescription': '{name} کی تصاویر اور تفصیلات، اور یہاں ممکن اقدامات۔',
  'liked.close': 'بند کریں',
  'liked.profileGone': 'یہ پروفائل اب دستیاب نہیں ہے۔',
  'liked.youLiked': 'آپ نے {name} کو پسند کیا',
  'liked.like': '{name} کو پسند کریں',
  'liked.passOn': '{name} کو چھوڑ دیں',
} satisfies Translation<typeof en>
