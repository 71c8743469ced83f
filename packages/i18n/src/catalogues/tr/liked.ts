import type { Translation } from '../../translator'
import type en from '../en/liked'

export default {
  'liked.title': 'Beğeniler',
  'liked.subtitle': 'Profilinizi kimlerin beğendiğini ücretsiz görün.',
  'liked.lists': 'Beğeni listeleri',
  'liked.likedMe': 'Beni Beğenenler',
  'liked.iLiked': 'Beğendiklerim',
  'liked.favorited': 'Favoriler',
  'liked.unmatchedPlaceholder': 'Eşleşmesi biten profiller burada listelenecek.',
  'liked.tryAgain': 'Tekrar Deneyin',
  'liked.discoverProfiles': 'Profilleri keşfet',
  'liked.showMore': 'Daha fazla göster',
  'liked.loadMoreFailed': 'Daha fazla profil yüklenemedi. Lütfen tekrar deneyin.',
  'liked.showingOf': '{total} profilden {shown} tanesi gösteriliyor',
  'liked.youPassed': '{sex, select, other {Geçtiniz}}',
  'liked.matched': 'Eşleştiniz ·',
  'liked.openChat': 'Sohbeti aç',
  'liked.nameAge': '<who>{name}</who>, {age}',
  'liked.profileOf': '{name} adlı kişinin profili',
  'liked.dialogDescription':
    '{name} adlı kişinin fotoğrafları ve bilgileri, yapabileceğiniz işlemlerle birlikte.',
  'liked.close': 'Kapat',
  'liked.profileGone': 'Bu profil artık mevcut değil.',
  'liked.youLiked': '{name} adlı kişiyi beğendiniz',
  'liked.like': '{name} adlı kişiyi beğen',
  'liked.passOn': '{name} adlı kişiyi geç',
} satisfies Translation<typeof en>
