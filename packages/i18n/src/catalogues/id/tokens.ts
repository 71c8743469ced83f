import type { Translation } from '../../translator'
import type en from '../en/tokens'

export default {
  'tokens.count': '{count, plural, other {# token}}',
  'tokens.signedCount': '{count, plural, other {{signed} token}}',
  'tokens.youHave': 'Anda memiliki {balance}.',
  'tokens.prices': 'Harga token',
  'tokens.price.unlock': 'Membuka obrolan (masing-masing membayar)',
  'tokens.price.express': 'Ekspres: buka untuk Anda berdua',
  'tokens.price.unmatch': 'Batalkan kecocokan',
  'tokens.price.unmatchCost': '{after} setelah obrolan dibuka, {before} sebelumnya',
  'tokens.price.rematch': 'Cocokkan ulang (tidak dikembalikan)',
  'tokens.price.penalty': 'Denda karena tidak membayar atau tidak membalas tepat waktu',
  'tokens.price.blockOrReport': 'Blokir atau laporkan',
  'tokens.price.free': 'Gratis',
  'tokens.weeklyTopUpRule':
    'Selama {weeks} minggu pertama Anda, kami mengisi saldo Anda hingga {upTo} sekali seminggu bila saldo lebih rendah.',
  'tokens.topUp.over':
    'Isi ulang mingguan hanya berlaku untuk {weeks} minggu pertama, dan masa itu sudah berakhir untuk Anda.',
  'tokens.topUp.ifBelowToday':
    'Isi ulang mingguan berikutnya hari ini, jika saldo Anda saat itu di bawah {upTo}.',
  'tokens.topUp.ifBelowOn':
    'Isi ulang mingguan berikutnya pada {date}, jika saldo Anda saat itu di bawah {upTo}.',
  'tokens.topUp.addToday': 'Isi ulang mingguan berikutnya: {amount} hari ini (kembali ke {upTo}).',
  'tokens.topUp.addOn': 'Isi ulang mingguan berikutnya: {amount} pada {date} (kembali ke {upTo}).',
  'tokens.likeBack':
    '<bdi>{name}</bdi> sudah menyukai Anda: menyukai balik akan membuat kecocokan, lalu obrolan membutuhkan {tokens} dari Anda.',
  'tokens.how.title': 'Cara kerja token',
  'tokens.how.gotIt': 'Mengerti',
  'tokens.how.intro':
    'Menjelajah, menyukai, mendapatkan kecocokan, melihat siapa yang menyukai Anda, dan filter semuanya gratis. Token hanya untuk bercakap dengan orang yang cocok dengan Anda: membayar sedikit membuat Anda berdua menganggap percakapan dengan serius.',
  'tokens.how.start': 'Anda memulai dengan {tokens}.',
  'tokens.how.unlocking':
    '<b>Membuka obrolan.</b> Setelah cocok, Anda berdua memiliki {window} untuk membuka obrolan: masing-masing membayar {standard}, atau salah satu membayar {express} (ekspres) dan obrolan terbuka untuk berdua sekaligus. Jika tidak terbuka tepat waktu, setiap pembayaran dikembalikan, dan yang tidak membayar kehilangan {penalty}.',
  'tokens.how.firstMessage':
    '<b>Pesan pertama.</b> Setelah obrolan dibuka, salah satu dari Anda memiliki {window} untuk menulis lebih dulu. Jika tidak ada yang menulis, kecocokan berakhir tanpa denda, dan token yang dibayar untuk membukanya tidak dikembalikan.',
  'tokens.how.replies':
    '<b>Balasan.</b> Setelah setiap pesan, pihak lain memiliki {window} untuk membalas. Yang tidak membalas tepat waktu kehilangan {penalty}, dan kecocokan berakhir.',
  'tokens.how.unmatching':
    '<b>Membatalkan kecocokan.</b> Biayanya {before} sebelum obrolan dibuka (setiap pembayaran untuknya, termasuk milik Anda, dikembalikan lebih dulu) dan {after} sesudahnya. Biaya atau denda tidak pernah mengambil lebih dari saldo Anda.',
  'tokens.how.rematching':
    '<b>Mencocokkan ulang.</b> Biayanya {cost}, tidak dikembalikan, meskipun obrolan kemudian tidak dibuka. Anda berdua membayar lagi untuk membukanya, dengan batas waktu baru {window}.',
  'tokens.how.blocking':
    '<b>Memblokir dan melaporkan</b> selalu gratis: keamanan tidak pernah berbayar. Keduanya mengakhiri kecocokan untuk selamanya, dan mengembalikan pembayaran untuk obrolan yang belum dibuka.',
  'tokens.wallet.title': 'Dompet Token',
  'tokens.wallet.unit': '{count, plural, other {token}}',
  'tokens.wallet.newUsers': 'Anggota Baru Mendapat Isi Ulang Token Setiap Minggu!',
  'tokens.wallet.prices': 'Harga',
  'tokens.wallet.recent': 'Transaksi Terbaru',
  'tokens.wallet.noTransactions': 'Belum ada transaksi.',
  'tokens.wallet.buy': 'Beli Token',
  'tokens.wallet.buyNotYet':
    'Pembelian token belum tersedia. Sampai saat itu, token anggota baru diisi ulang gratis setiap minggu.',
  'tokens.wallet.ok': 'OK',
  'tokens.wallet.tryAgain': 'Coba Lagi',
  'tokens.wallet.credit': 'bertambah {tokens}',
  'tokens.wallet.debit': 'berkurang {tokens}',
  'tokens.balance.label': 'Saldo Anda: ',
  'tokens.ledger.welcome': 'Token sambutan',
  'tokens.ledger.weeklyTopUp': 'Isi ulang token mingguan',
  'tokens.ledger.operatorGrant': 'Token dari tim Mithaq',
  'tokens.ledger.payment': 'Membuka obrolan dengan <bdi>{name}</bdi>',
  'tokens.ledger.expressPayment': 'Membuka obrolan ekspres dengan <bdi>{name}</bdi>',
  'tokens.ledger.refund': 'Pengembalian: obrolan dengan <bdi>{name}</bdi> tidak dibuka',
  'tokens.ledger.paymentPenalty': 'Denda: obrolan dengan <bdi>{name}</bdi> tidak dibuka tepat waktu',
  'tokens.ledger.responsePenalty': 'Denda: tidak membalas <bdi>{name}</bdi> tepat waktu',
  'tokens.ledger.unmatchFee': 'Biaya pembatalan kecocokan (<bdi>{name}</bdi>)',
  'tokens.ledger.rematch': 'Cocokkan ulang dengan <bdi>{name}</bdi>',
  'tokens.ledger.demoGrant': 'Token komunitas demo',
  'tokens.ledger.purchase': 'Paket token dibeli ({price})',
  'tokens.ledger.purchaseReversed': 'Pembelian dikembalikan ({price}): tokennya ditarik kembali',
  'tokens.ledger.purchaseUnpriced': 'Paket token dibeli',
  'tokens.ledger.purchaseReversedUnpriced': 'Pembelian dikembalikan: tokennya ditarik kembali',
  'tokens.ledger.purchaseRestored': 'Sengketa pembelian selesai ({price}): tokennya dikembalikan',
  'tokens.ledger.purchaseRestoredUnpriced': 'Sengketa pembelian selesai: tokennya dikembalikan',
} satisfies Translation<typeof en>
