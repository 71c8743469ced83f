import type { Translation } from '../../translator'
import type en from '../en/chat'

export default {
  'chat.loading': 'Memuat percakapan...',
  'chat.loadFailed': 'Tidak dapat memuat detail kecocokan',
  'chat.noLongerAvailable': 'Percakapan ini sudah tidak tersedia.',
  'chat.tryAgain': 'Coba Lagi',
  'chat.backToMatchesButton': 'Kembali ke Kecocokan',
  'chat.conversationWith': 'Percakapan dengan {name}',
  'chat.earlier.label': 'Percakapan sebelumnya',
  'chat.earlier.text':
    'Percakapan Anda sebelumnya dengan <bdi>{name}</bdi>. Buka obrolan untuk berbicara lagi.',
  'chat.messagesFailed': 'Gagal memuat pesan. Silakan coba lagi.',
  'chat.sendFailed': 'Gagal mengirim pesan. Silakan coba lagi.',
  'chat.noMessages': 'Belum ada pesan. Mulailah percakapan!',
  'chat.today': 'Hari ini',
  'chat.yesterday': 'Kemarin',
  'chat.header.back': 'Kembali ke kecocokan',
  'chat.header.options': 'Opsi obrolan',
  'chat.header.viewProfile': 'Lihat Profil',
  'chat.header.unmatch': 'Batalkan Kecocokan',
  'chat.header.block': 'Blokir',
  'chat.header.report': 'Laporkan',
  'chat.composer.label': 'Pesan',
  'chat.composer.placeholder': 'Tulis pesan...',
  'chat.composer.send': 'Kirim pesan',
  'chat.message.sending': '· Mengirim…',
  'chat.message.read': 'Dibaca',
  'chat.message.sent': 'Terkirim',
  'chat.timer.left': 'Sisa {left}',
  'chat.timer.expired': 'Habis',
  'chat.timer.aria': '{label}: {left}',
  'chat.timer.waitingUnlock': 'Menunggu {name} membuka obrolan',
  'chat.timer.timeToUnlock': 'Sisa waktu untuk membuka obrolan ini',
  'chat.timer.startConversation': 'Mulai percakapan',
  'chat.timer.yourTurn': 'Giliran Anda membalas',
  'chat.timer.waitingFor': 'Menunggu {name}',
  'chat.timer.payThem':
    'Anda sudah membayar. Jika {name} tidak membayar sebelum waktu habis, token Anda kembali, {name} kehilangan {penalty}, dan kecocokan berakhir.',
  'chat.timer.payMe':
    '{name} sudah membayar. Jika Anda tidak membayar sebelum waktu habis, Anda kehilangan {penalty}, pembayaran {name} dikembalikan, dan kecocokan berakhir.',
  'chat.timer.payEither':
    'Jika obrolan tidak dibuka sebelum waktu habis, pembayaran yang sudah dilakukan dikembalikan, yang belum membayar kehilangan {penalty}, dan kecocokan berakhir.',
  'chat.timer.firstMessage':
    'Jika tidak satu pun dari Anda mengirim pesan pertama sebelum waktu habis, kecocokan berakhir. Token untuk membuka tidak dikembalikan.',
  'chat.timer.replyMe':
    'Jika Anda tidak membalas sebelum waktu habis, Anda kehilangan {penalty} dan kecocokan berakhir.',
  'chat.timer.replyThem':
    'Jika {name} tidak membalas sebelum waktu habis, {name} kehilangan {penalty} dan kecocokan berakhir.',
  'chat.payment.title': 'Buka obrolan Anda',
  'chat.payment.yourBalance': 'Saldo Anda',
  'chat.payment.theyPaidPay':
    '<bdi>{name}</bdi> sudah membayar. Bayar {count, plural, other {# token}} untuk membuka obrolan Anda.',
  'chat.payment.youPaid': '{count, plural, other {Anda sudah membayar # token}}',
  'chat.payment.youNotPaid': 'Anda belum membayar',
  'chat.payment.theyPaid': '<bdi>{name}</bdi> sudah membayar',
  'chat.payment.theyNotPaid': '<bdi>{name}</bdi> belum membayar',
  'chat.payment.waiting': 'Menunggu <bdi>{name}</bdi> membayar. Obrolan terbuka begitu ia membayar.',
  'chat.payment.paying': 'Membayar...',
  'chat.payment.pay': '{count, plural, other {Bayar # token}}',
  'chat.payment.express': '{count, plural, other {Akses ekspres · # token}}',
  'chat.payment.cannotPay':
    'Anda memiliki {balance}: membuka obrolan membutuhkan {standard}, ekspres {express}.',
  'chat.payment.cannotExpress':
    'Anda memiliki {balance}: cukup untuk membayar {standard}, tidak untuk ekspres ({express}).',
  'chat.payment.expressHint':
    'Masing-masing membayar {standard} token, atau Anda membayar {express} dan obrolan terbuka untuk Anda berdua sekaligus.',
  'chat.payment.failed': 'Pembayaran gagal diproses',
  'chat.payment.takingYouBack': 'Membawa Anda kembali ke kecocokan Anda…',
  'chat.antiGhosting.title': 'Mengapa obrolan dimulai dengan token',
  'chat.antiGhosting.seriously':
    'Beberapa token dari Anda berdua menunjukkan bahwa Anda sama-sama serius dengan kecocokan ini.',
  'chat.antiGhosting.penalty':
    'Tidak membuka obrolan sebelum batas waktu berakhir, atau tidak membalas sebelum penghitung waktu habis, dikenai denda satu token.',
  'chat.antiGhosting.refund': 'Jika obrolan tidak pernah dibuka, setiap token yang dibayar dikembalikan.',
  'chat.antiGhosting.manners': 'Jagalah adab, tetap halal, dan balas tepat waktu.',
  'chat.unmatch.title': 'Batalkan kecocokan dengan {name}?',
  'chat.unmatch.confirm': 'Batalkan kecocokan seharga {fee}',
  'chat.unmatch.busy': 'Membatalkan kecocokan...',
  'chat.unmatch.cost':
    'Membatalkan kecocokan dikenai {after} setelah obrolan dibuka, dan {before} sebelumnya. Untuk obrolan ini biayanya <b>{fee}</b>, langsung dipotong dari saldo Anda.',
  'chat.unmatch.refunded': 'Obrolan belum dibuka, jadi setiap pembayaran untuknya dikembalikan lebih dulu.',
  'chat.unmatch.refundedYours':
    'Obrolan belum dibuka, jadi setiap pembayaran untuknya dikembalikan lebih dulu, termasuk {paid} milik Anda.',
  'chat.unmatch.readable':
    'Percakapan tetap bisa dibaca, dan Anda bisa mencocokkan ulang dengan <bdi>{name}</bdi> nanti dari profil yang batal cocok.',
  'chat.unmatch.done': 'Anda membatalkan kecocokan dengan {name}',
  'chat.unmatch.balanceNow': 'Saldo Anda sekarang {balance}.',
  'chat.unmatch.failed': 'Gagal membatalkan kecocokan. Silakan coba lagi.',
  'chat.ended.youUnmatched': 'Anda membatalkan kecocokan dengan <bdi>{name}</bdi>.',
  'chat.ended.theyUnmatched': '<bdi>{name}</bdi> membatalkan kecocokan dengan Anda.',
  'chat.ended.nonResponse':
    'Pembatalan otomatis karena tidak ada balasan: penghitung waktu habis sebelum obrolan berlanjut.',
  'chat.ended.readOnly': 'Obrolan ini sekarang hanya bisa dibaca.',
  'chat.ended.rematchLink': 'Cocokkan ulang dari profil yang batal cocok',
  'chat.ended.seeUnmatched': 'Lihat profil yang batal cocok',
  'chat.safety.firstMessageNote':
    'Tetap aman: tetaplah bercakap di Mithaq sampai Anda saling mengenal dengan baik, jangan pernah mengirim uang, dan laporkan apa pun yang terasa janggal.',
  'chat.safety.draftTitleMoney': 'Membicarakan uang?',
  'chat.safety.draftTitleContact': 'Membagikan kontak?',
  'chat.safety.draftAdviceMoney':
    'Jangan pernah mengirim uang, kartu hadiah, atau investasi kepada orang yang belum Anda temui. Anda tetap dapat mengirim pesan ini.',
  'chat.safety.draftAdviceContact':
    'Jangan terburu-buru membagikan nomor, alamat email, atau aplikasi lain: di sini Anda bisa melapor dan memblokir jika terjadi sesuatu. Anda tetap dapat mengirim pesan ini.',
  'chat.safety.receivedTitleMoney': 'Pesan ini membicarakan uang',
  'chat.safety.receivedTitleContact': 'Pesan ini membagikan kontak',
  'chat.safety.receivedAdviceMoney':
    'Penipu sering membicarakan investasi, kripto, atau transfer uang. Jangan pernah mengirim uang atau kartu hadiah kepada orang yang belum Anda temui.',
  'chat.safety.receivedAdviceContact':
    'Penipu sering memindahkan obrolan ke aplikasi lain, tempat tidak ada yang bisa membantu. Jangan terburu-buru, dan tetaplah mengobrol di sini jika Anda ragu.',
  'chat.safety.found': 'Dalam pesan ini: {concerns}.',
  'chat.safety.concern.phone': 'nomor telepon',
  'chat.safety.concern.email': 'alamat email',
  'chat.safety.concern.messagingApp': 'aplikasi pesan',
  'chat.safety.concern.moneyRequest': 'permintaan uang',
  'chat.safety.concern.paymentMethod': 'cara mengirim uang',
  'chat.safety.concern.investment': 'pembicaraan soal investasi atau kripto',
  'chat.safety.report': 'Laporkan',
  'chat.safety.reportReasonMoney': 'Sebuah pesan di obrolan kami menanyakan uang atau investasi.',
  'chat.safety.reportReasonContact':
    'Sebuah pesan di obrolan kami membagikan kontak untuk memindahkan percakapan ke tempat lain.',
  'chat.header.revealPictures': 'Perlihatkan foto saya kepada {name}',
  'chat.header.blurPictures': 'Buramkan lagi foto saya',
  'chat.pictures.revealed': '{name} kini dapat melihat foto Anda.',
  'chat.pictures.blurred': 'Foto Anda kembali buram bagi {name}.',
} satisfies Translation<typeof en>
