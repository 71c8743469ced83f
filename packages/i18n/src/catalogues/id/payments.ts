import type { Translation } from '../../translator'
import type en from '../en/payments'

export default {
  'payments.packs.title': 'Paket token',
  'payments.packs.intro':
    'Token membuka obrolan dengan pasangan cocok Anda: {standard} dari masing-masing, atau {express} untuk membukanya bagi Anda berdua sekaligus.',
  'payments.pack.unlocks': '{count, plural, other {Cukup untuk membuka # obrolan}}',
  'payments.pack.buy': 'Beli {tokens} seharga {price}',
  'payments.currency': 'Mata uang',
  'payments.notMoney':
    'Token adalah hak untuk memakai fitur di dalam Mithaq, bukan uang: token tidak bernilai tunai dan tidak dapat dicairkan. Pembayaran kartu diproses oleh Stripe; Mithaq tidak pernah melihat kartu Anda.',
  'payments.loadFailed': 'Paket token tidak dapat dimuat.',
  'payments.tryAgain': 'Coba Lagi',
  'payments.redirecting': 'Membuka halaman pembayaran yang aman…',
  'payments.checkoutFailed': 'Halaman pembayaran tidak dapat dibuka, dan tidak ada yang ditagih. {reason}',
  'payments.processing.title': 'Pembelian Anda sedang diproses',
  'payments.processing.body':
    'Terima kasih. Token Anda ditambahkan begitu pembayaran dikonfirmasi, biasanya dalam beberapa detik.',
  'payments.processing.slow':
    'Konfirmasi memakan waktu lebih lama dari biasanya. Anda boleh meninggalkan halaman ini: token akan muncul di dompet Anda begitu konfirmasi tiba.',
  'payments.done': 'Terima kasih! {tokens} ditambahkan ke dompet Anda.',
  'payments.cancelled': 'Anda meninggalkan halaman pembayaran sebelum membayar, jadi tidak ada yang ditagih.',
  'payments.reversed': 'Pembelian ini sudah dikembalikan dananya, jadi tokennya ditarik kembali.',
  'payments.close': 'Tutup',
  'payments.history.title': 'Pembelian Anda',
  'payments.history.empty': 'Belum ada pembelian.',
  'payments.history.row': '{tokens} seharga {price}',
  'payments.status.pending': 'Diproses',
  'payments.status.credited': 'Ditambahkan',
  'payments.status.reversed': 'Dana dikembalikan, token ditarik',
  'payments.provider.stripe': 'Kartu',
  'payments.provider.apple': 'App Store',
  'payments.provider.google': 'Google Play',
  'payments.notMoneyStore':
    'Token adalah hak untuk memakai fitur di dalam Mithaq, bukan uang: token tidak bernilai tunai dan tidak dapat dicairkan. Pembayaran diproses oleh {store}; Mithaq tidak pernah melihat kartu Anda.',
  'payments.store.opening': 'Menunggu toko…',
  'payments.store.cancelled': 'Pembelian dibatalkan, jadi tidak ada yang ditagih.',
  'payments.store.pending':
    'Toko menahan pembayaran Anda sampai disetujui. Token Anda ditambahkan segera setelah pembayaran selesai.',
  'payments.store.unavailable': 'Paket ini tidak dapat dibeli di toko saat ini, jadi tidak ada yang ditagih.',
  'payments.store.failed': 'Pembelian tidak dapat diselesaikan. {reason}',
} satisfies Translation<typeof en>
