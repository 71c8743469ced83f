import type { Translation } from '../../translator'
import type en from '../en/liked'

export default {
  'liked.title': 'Disukai',
  'liked.subtitle': 'Lihat siapa yang menyukai profil Anda, gratis.',
  'liked.lists': 'Daftar suka',
  'liked.likedMe': 'Yang Menyukai Saya',
  'liked.iLiked': 'Yang Saya Sukai',
  'liked.favorited': 'Favorit',
  'liked.unmatchedPlaceholder': 'Profil yang tidak lagi cocok dengan Anda akan ditampilkan di sini.',
  'liked.tryAgain': 'Coba Lagi',
  'liked.discoverProfiles': 'Jelajahi profil',
  'liked.showMore': 'Tampilkan lebih banyak',
  'liked.loadMoreFailed': 'Tidak dapat memuat profil lainnya. Silakan coba lagi.',
  'liked.showingOf': 'Menampilkan {shown} dari {total}',
  'liked.youPassed': '{sex, select, other {Sudah Anda lewati}}',
  'liked.matched': 'Cocok ·',
  'liked.openChat': 'Buka obrolan',
  'liked.nameAge': '<who>{name}</who>, {age}',
  'liked.profileOf': 'Profil {name}',
  'liked.dialogDescription': 'Foto dan detail {name}, beserta tindakan yang dapat Anda lakukan.',
  'liked.close': 'Tutup',
  'liked.profileGone': 'Profil ini sudah tidak tersedia.',
  'liked.youLiked': 'Anda menyukai {name}',
  'liked.like': 'Sukai {name}',
  'liked.passOn': 'Lewati {name}',
} satisfies Translation<typeof en>
