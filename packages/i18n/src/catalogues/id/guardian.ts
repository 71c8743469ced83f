import type { Translation } from '../../translator'
import type en from '../en/guardian'

export default {
  'guardian.title': 'Wali Anda',
  'guardian.intro':
    'Wali dapat menerima salinan mingguan sebuah percakapan, hanya jika pihak lain setuju, dan hanya untuk pesan yang ditulis sesudahnya. Anda berdua dapat menghentikannya kapan saja.',
  'guardian.confirmed': '· sudah dikonfirmasi',
  'guardian.waiting': '· menunggu konfirmasi melalui tautan di email',
  'guardian.remove': 'Hapus Wali',
  'guardian.removed': 'Wali Anda telah dihapus',
  'guardian.email': 'Email wali',
  'guardian.name': 'Tetapkan Wali Saya',
  'guardian.sending': 'Mengirim...',
  'guardian.emailed': 'Kami telah mengirim email kepada wali Anda',
  'guardian.emailedText': 'Wali perlu mengonfirmasi melalui tautan.',
  'guardian.conversation.label': 'Wali',
  'guardian.conversation.theyAsk':
    '<bdi>{name}</bdi> ingin walinya menerima salinan mingguan percakapan ini, mulai sekarang. Tidak ada yang dikirim tanpa persetujuan Anda.',
  'guardian.conversation.agree': 'Setuju',
  'guardian.conversation.decline': 'Tolak',
  'guardian.conversation.agreed': 'Anda setuju',
  'guardian.conversation.declined': 'Anda menolak',
  'guardian.conversation.theirsFollowing':
    'Wali <bdi>{name}</bdi> ikut menyimak: salinan mingguan pesan sejak Anda setuju.',
  'guardian.conversation.stop': 'Hentikan',
  'guardian.conversation.stopped': 'Dihentikan',
  'guardian.conversation.withdraw': 'Batalkan',
  'guardian.conversation.mineFollowing':
    'Wali Anda ikut menyimak, dengan persetujuan <bdi>{name}</bdi>: salinan mingguan pesan baru.',
  'guardian.conversation.mineWaiting':
    'Menunggu persetujuan <bdi>{name}</bdi> agar wali Anda dapat menyimak percakapan ini.',
  'guardian.conversation.mineDeclined':
    '<bdi>{name}</bdi> memilih agar wali Anda tidak menyimak percakapan ini.',
  'guardian.conversation.canAsk': 'Wali Anda dapat menyimak percakapan ini jika <bdi>{name}</bdi> setuju.',
  'guardian.conversation.ask': 'Minta persetujuan <bdi>{name}</bdi>',
  'guardian.conversation.asked': 'Kami sudah meminta persetujuan {name}',
} satisfies Translation<typeof en>
