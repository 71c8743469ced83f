import type { Translation } from '../../translator'
import type en from '../en/liked'

export default {
  'liked.title': 'پسند',
  'liked.subtitle': 'دیکھیں کس نے آپ کی پروفائل پسند کی، مفت۔',
  'liked.lists': 'پسند کی فہرستیں',
  'liked.likedMe': 'جنہوں نے مجھے پسند کیا',
  'liked.iLiked': 'جنہیں میں نے پسند کیا',
  'liked.favorited': 'پسندیدہ',
  'liked.unmatchedPlaceholder': 'جن پروفائلز سے آپ کا میچ ختم ہو چکا ہے وہ یہاں دکھائی جائیں گی۔',
  'liked.tryAgain': 'دوبارہ کوشش کریں',
  'liked.discoverProfiles': 'پروفائلز دریافت کریں',
  'liked.showMore': 'مزید دکھائیں',
  'liked.loadMoreFailed': 'مزید پروفائلز لوڈ نہیں ہو سکیں۔ براہ کرم دوبارہ کوشش کریں۔',
  'liked.showingOf': '{total} میں سے {shown} دکھائی جا رہی ہیں',
  'liked.matched': 'میچ ·',
  'liked.openChat': 'چیٹ کھولیں',
  'liked.nameAge': '<who>{name}</who>، {age}',
  'liked.profileOf': '{name} کی پروفائل',
  'liked.dialogDescription': '{name} کی تصویریں اور تفصیلات، اور وہ اقدامات جو آپ کر سکتے ہیں۔',
  'liked.close': 'بند کریں',
  'liked.profileGone': 'یہ پروفائل اب دستیاب نہیں ہے۔',
  'liked.youLiked': 'آپ نے {name} کو پسند کیا',
  'liked.like': '{name} کو پسند کریں',
  'liked.passOn': '{name} کو چھوڑ دیں',
} satisfies Translation<typeof en>
