import type { Translation } from '../../translator'
import type en from '../en/errors'

export default {
  'errors.NETWORK': 'Kami tidak dapat menghubungi Mithaq. Silakan periksa koneksi Anda dan coba lagi.',
  'errors.VALIDATION_FAILED': 'Beberapa data belum benar. Silakan periksa dan coba lagi.',
  'errors.UNAUTHENTICATED': 'Silakan masuk untuk melanjutkan.',
  'errors.FORBIDDEN': 'Anda tidak dapat melakukan itu.',
  'errors.NOT_FOUND': 'Kami tidak dapat menemukannya. Mungkin sudah dihapus.',
  'errors.CONFLICT': 'Itu sudah berubah. Silakan muat ulang dan coba lagi.',
  'errors.EMAIL_TAKEN': 'Email ini sudah terdaftar.',
  'errors.PAYLOAD_TOO_LARGE': 'File itu terlalu besar.',
  'errors.UNSUPPORTED_MEDIA_TYPE': 'Jenis file atau permintaan itu tidak didukung.',
  'errors.RATE_LIMITED': 'Terlalu banyak percobaan. Silakan tunggu sebentar dan coba lagi.',
  'errors.INTERNAL': 'Terjadi kesalahan yang tidak terduga. Silakan coba lagi.',
  'errors.SERVICE_UNAVAILABLE': 'Mithaq sedang tidak tersedia sebentar. Silakan coba lagi sesaat lagi.',
  'errors.INVALID_CREDENTIALS': 'Email atau kata sandi salah.',
  'errors.EMAIL_NOT_VERIFIED':
    'Silakan konfirmasi email Anda terlebih dahulu: kami telah mengirimkan tautan.',
  'errors.INVALID_TOKEN': 'Tautan ini tidak valid atau sudah kedaluwarsa. Silakan minta tautan baru.',
  'errors.INVALID_ORIGIN': 'Permintaan ini tidak berasal dari Mithaq.',
  'errors.TOO_MANY_SOCKETS':
    'Mithaq terbuka di terlalu banyak jendela. Silakan tutup salah satunya dan coba lagi.',
  'errors.ACCOUNT_RESTRICTED': 'Akun ini dibatasi.',
  'errors.OWN_CASE':
    'Moderator tidak dapat memutuskan laporan atau banding tentang dirinya sendiri: moderator lain yang akan memutuskannya.',
  'errors.MODERATOR_TARGET':
    'Moderator tidak dapat ditangguhkan atau diblokir dari konsol. Operator harus mencabut peran moderatornya terlebih dahulu.',
  'errors.ASKED_TOO_SOON':
    'Orang tersebut baru saja menolak. Anda dapat meminta lagi setelah 30 hari sejak jawabannya.',

  'errors.reason.not_participant': 'Kami tidak dapat menemukan kecocokan itu.',
  'errors.reason.match_ended': 'Kecocokan ini telah berakhir.',
  'errors.reason.payment_window_closed':
    'Batas waktu pembayaran telah lewat, sehingga kecocokan ini berakhir.',
  'errors.reason.already_unlocked': 'Obrolan ini sudah terbuka.',
  'errors.reason.already_paid': 'Anda sudah membayar untuk kecocokan ini.',
  'errors.reason.other_already_paid': 'Pihak lain sudah membayar: bayar untuk pembukaan standar.',
  'errors.reason.insufficient_tokens': 'Token Anda tidak cukup untuk ini.',
  'errors.reason.chat_locked':
    'Obrolan ini terkunci: Anda berdua harus membayar untuk membukanya sebelum mengirim pesan.',
  'errors.reason.already_unmatched': 'Kecocokan ini sudah berakhir.',
  'errors.reason.still_matched': 'Anda masih cocok dengan orang ini.',
  'errors.reason.rematch_not_allowed': 'Anda tidak dapat mencocokkan ulang dengan orang ini.',
  'errors.reason.rematch_impossible': 'Pencocokan ulang ini tidak lagi dimungkinkan.',
  'errors.reason.not_unmatched': 'Kecocokan ini belum berakhir.',
  'errors.reason.already_removed': 'Orang ini sudah dihapus dari daftar Anda.',
  'errors.reason.balance_below_zero': 'Saldo Anda di bawah nol setelah pembelian yang dikembalikan.',
} satisfies Translation<typeof en>
