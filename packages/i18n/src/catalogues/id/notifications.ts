import type { Translation } from '../../translator'
import type en from '../en/notifications'

export default {
  'notifications.title.like': 'Ada yang Menyukai Anda!',
  'notifications.title.match': 'Kecocokan Baru!',
  'notifications.title.message': 'Pesan Baru',
  'notifications.title.chat_unlocked': 'Obrolan Terbuka!',
  'notifications.title.payment_required': 'Pembayaran Diperlukan',
  'notifications.title.reminder': 'Waktu Hampir Habis',
  'notifications.title.test': 'Notifikasi Uji',

  'notifications.someone': 'Seseorang',
  'notifications.demoSender': '{name} (anggota demo)',

  'notifications.like': '{name} menyukai profil Anda!',
  'notifications.message': '{name}: {content}',
  'notifications.messageNoText': '{name} mengirimi Anda pesan.',
  'notifications.messages': '{count, plural, other {# pesan baru dari {name}: {content}}}',
  'notifications.messagesNoText': '{count, plural, other {# pesan baru dari {name}.}}',
  'notifications.rematch': '{name} cocok kembali dengan Anda!',
  'notifications.rematchMore': 'Buka obrolan untuk berbicara lagi.',
  'notifications.match': 'Anda cocok dengan {name}!',
  'notifications.matchMore': 'Buka obrolan untuk mulai berbicara.',
  'notifications.chatUnlocked': 'Obrolan Anda dengan {name} sudah terbuka. Ucapkan salam!',
  'notifications.paymentRequired':
    '{name} telah membayar untuk membuka obrolan Anda. Buka juga untuk mulai berbicara.',
  'notifications.test': 'Notifikasi push berfungsi.',

  'notifications.reminder.generic': 'Kecocokan Anda dengan {name} menunggu tindakan Anda.',
  'notifications.reminder':
    '{kind, select, payment_window {Kecocokan Anda dengan {name} menunggu untuk dibuka. Buka obrolan sebelum batas waktu berakhir agar kecocokan tetap berlanjut.} first_message {Obrolan Anda dengan {name} sudah terbuka. Ucapkan salam sebelum penghitung waktu habis agar kecocokan Anda tetap berlanjut.} other {{name} menunggu balasan Anda. Balas sebelum penghitung waktu habis agar kecocokan Anda tetap berlanjut.}}',
  'notifications.reminder.left':
    '{kind, select, payment_window {Waktu untuk membuka obrolan Anda dengan {name}} first_message {Waktu untuk mengirim pesan pertama kepada {name}} other {Waktu untuk membalas {name}}} segera berakhir: {left}.',
  'notifications.reminder.ranOut':
    '{kind, select, payment_window {Waktu untuk membuka obrolan Anda dengan {name}} first_message {Waktu untuk mengirim pesan pertama kepada {name}} other {Waktu untuk membalas {name}}} telah habis.',
  'notifications.reminder.endsSoon':
    '{kind, select, payment_window {Waktu untuk membuka obrolan Anda dengan {name}} first_message {Waktu untuk mengirim pesan pertama kepada {name}} other {Waktu untuk membalas {name}}} segera berakhir.',
  'notifications.reminder.wasRunningOut':
    '{kind, select, payment_window {Waktu untuk membuka obrolan Anda dengan {name}} first_message {Waktu untuk mengirim pesan pertama kepada {name}} other {Waktu untuk membalas {name}}} hampir habis.',

  'notifications.heading': 'Notifikasi',
  'notifications.markAllRead': 'Tandai semua sudah dibaca',
  'notifications.markReadFailed': 'Tidak dapat menandai notifikasi sebagai sudah dibaca',
  'notifications.loading': 'Memuat notifikasi...',
  'notifications.empty': 'Belum ada notifikasi',
  'notifications.emptyHint':
    'Suka, kecocokan, pesan, dan pengingat sebelum penghitung waktu habis akan muncul di sini.',
  'notifications.listLabel': 'Notifikasi',
  'notifications.loadMore': 'Muat lebih banyak',
  'notifications.loadMoreFailed': 'Tidak dapat memuat notifikasi lainnya. Silakan coba lagi.',
  'notifications.unread': 'Belum dibaca',
  'notifications.bell': 'Notifikasi',
  'notifications.bellUnread': 'Notifikasi, {count, plural, other {# notifikasi belum dibaca}}',
  'notifications.newLikes': '{count, plural, other {# suka baru}}',

  'notifications.push.heading': 'Notifikasi push',
  'notifications.push.kind.like': 'Suka',
  'notifications.push.kind.match': 'Kecocokan baru',
  'notifications.push.kind.message': 'Pesan',
  'notifications.push.kind.chat_unlocked': 'Obrolan terbuka',
  'notifications.push.kind.payment_required': 'Pembayaran diperlukan',
  'notifications.push.kind.reminder': 'Penghitung waktu yang hampir habis',
  'notifications.push.state.checking': 'Memeriksa perangkat ini…',
  'notifications.push.state.unsupported':
    'Browser ini tidak dapat menampilkan notifikasi push. Semuanya tetap muncul di sini, di layar ini.',
  'notifications.push.state.deniedInApp':
    'Notifikasi Mithaq diblokir di ponsel ini. Untuk menerimanya, izinkan notifikasi Mithaq di pengaturan ponsel Anda, lalu kembali ke sini.',
  'notifications.push.offerDeniedInApp':
    'Notifikasi diblokir di ponsel ini. Anda dapat mengizinkannya nanti di pengaturan ponsel Anda.',
  'notifications.push.state.denied':
    'Notifikasi untuk Mithaq diblokir di browser ini. Untuk menerimanya, izinkan notifikasi untuk situs ini di pengaturan browser Anda, lalu kembali ke sini.',
  'notifications.push.state.off':
    'Dapatkan kabar tentang suka, kecocokan, pesan, dan penghitung waktu yang hampir habis, bahkan saat Mithaq ditutup.',
  'notifications.push.state.on': 'Notifikasi push aktif di perangkat ini.',
  'notifications.push.failed': 'Notifikasi tidak dapat diaktifkan saat ini. Silakan coba lagi.',
  'notifications.push.turnOn': 'Aktifkan notifikasi',
  'notifications.push.turnOff': 'Matikan di perangkat ini',
  'notifications.push.choose': 'Pilih kabar yang ingin Anda terima',
  'notifications.push.loadingChoices': 'Memuat pilihan Anda…',
  'notifications.push.choicesFailed': 'Pilihan Anda tidak dapat dimuat.',
  'notifications.push.tryAgain': 'Coba lagi',
  'notifications.push.byKind': 'Notifikasi push menurut jenis',
  'notifications.push.saveFailed': 'Perubahan itu tidak dapat disimpan. Silakan coba lagi.',
  'notifications.push.offerOn': 'Notifikasi aktif. Kami akan memberi tahu Anda saat giliran Anda tiba.',
  'notifications.push.offerDenied':
    'Notifikasi diblokir di browser ini. Anda dapat mengizinkannya nanti di pengaturan browser Anda.',
  'notifications.push.offer':
    'Ingin tahu kapan giliran Anda (pembayaran, balasan, penghitung waktu yang hampir habis), bahkan saat Mithaq ditutup?',
  'notifications.push.offerFailed': 'Itu tidak berhasil. Coba lagi dari Notifikasi.',
} satisfies Translation<typeof en>
