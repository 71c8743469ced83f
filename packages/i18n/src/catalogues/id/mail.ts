import type { Translation } from '../../translator'
import type en from '../en/mail'

export default {
  'mail.greeting': "Assalamu'alaikum,",
  'mail.signature': 'Tim Mithaq',

  'mail.existingSignUp.subject': 'Seseorang mencoba membuat akun Mithaq dengan email Anda',
  'mail.existingSignUp.body':
    'Seseorang mencoba membuat akun Mithaq baru dengan alamat email ini, yang sudah memiliki akun. Jika itu Anda, cukup masuk; jika Anda lupa kata sandi, gunakan "Lupa kata sandi?" di halaman masuk.',
  'mail.existingSignUp.ignore':
    'Jika itu bukan Anda, Anda dapat mengabaikan email ini; akun Anda tidak berubah.',

  'mail.reset.subject': 'Atur ulang kata sandi Mithaq Anda',
  'mail.reset.body':
    'Seseorang meminta untuk mengatur ulang kata sandi akun Mithaq Anda. Jika itu Anda, buka tautan ini dalam satu jam:',
  'mail.reset.button': 'Pilih kata sandi baru',
  'mail.reset.ignore': 'Jika itu bukan Anda, Anda dapat mengabaikan email ini; kata sandi Anda tetap sama.',

  'mail.confirm.subject': 'Konfirmasi email Anda untuk Mithaq',
  'mail.confirm.body':
    'Selamat datang di Mithaq. Silakan konfirmasi alamat email Anda dengan membuka tautan ini:',
  'mail.confirm.button': 'Konfirmasi email saya',
  'mail.confirm.ignore': 'Jika Anda tidak membuat akun, Anda dapat mengabaikan email ini.',

  'mail.guardianInvite.subject': '{name} meminta Anda menjadi walinya di Mithaq',
  'mail.guardianInvite.named':
    '{name} telah menunjuk Anda sebagai walinya di Mithaq, sebuah aplikasi taaruf menuju pernikahan.',
  'mail.guardianInvite.what':
    'Jika Anda setuju, Anda dapat menerima salinan mingguan percakapannya, tetapi hanya percakapan yang pihak lainnya juga setujui, dan hanya pesan yang ditulis setelah persetujuan itu.',
  'mail.guardianInvite.confirm': 'Untuk mengonfirmasi, buka tautan ini:',
  'mail.guardianInvite.button': 'Konfirmasi bahwa saya walinya',
  'mail.guardianInvite.ignore':
    'Jika Anda tidak mengenal orang ini atau tidak ingin menjadi walinya, abaikan email ini: tidak ada yang akan dikirimkan kepada Anda.',

  'mail.transcript.subject': 'Percakapan {ward} dengan {other} minggu ini di Mithaq',
  'mail.transcript.intro':
    'Sebagai wali {ward}, berikut pesan-pesan antara {ward} dan {other} dari {from} hingga {to}. {other} setuju Anda menerimanya; masing-masing dapat menghentikannya kapan saja, dan setelah itu tidak ada lagi yang dikirim.',
  'mail.transcript.private': 'Mohon jaga kerahasiaan percakapan ini.',
  'mail.transcript.yourWard': 'Orang yang Anda walikan',
  'mail.transcript.otherPerson': 'pihak lainnya',
  'mail.transcript.someone': 'Seseorang',

  'mail.warning.subject': 'Pesan dari moderator Mithaq',
  'mail.warning.body':
    'Seorang anggota melaporkan perilaku Anda di Mithaq dan seorang moderator telah memeriksanya. Ini adalah peringatan; akun Anda tidak berubah.',
  'mail.moderatorReason': 'Alasan moderator: {reason}',
  'mail.warning.rules':
    'Mohon patuhi aturan komunitas kami: saling menghormati, tetap halal, dan jangan pernah meminta uang kepada siapa pun. Laporan lain dengan jenis yang sama dapat berujung pada penangguhan akun.',

  'mail.pictureRemoved.subject': 'Sebuah foto telah dihapus dari profil Mithaq Anda',
  'mail.pictureRemoved.body':
    'Seorang moderator telah menghapus salah satu foto Anda dari profil Mithaq Anda.',

  'mail.appeal.subject': 'Banding Anda kepada moderator Mithaq',
  'mail.appeal.lifted':
    'Seorang moderator telah membaca banding Anda dan mencabut keputusan atas akun Mithaq Anda. Anda dapat masuk kembali.',
  'mail.appeal.upheld':
    'Seorang moderator telah membaca banding Anda dan mempertahankan keputusan atas akun Mithaq Anda.',
  'mail.appeal.answer': 'Jawaban mereka: {answer}',
  'mail.purchase.subject': 'Pembelian token Mithaq Anda',
  'mail.purchase.body':
    'Terima kasih. Pembayaran Anda sebesar {price} telah diterima dan {tokens} telah ditambahkan ke dompet Anda. Saldo Anda sekarang {balance}.',
  'mail.purchase.what':
    'Token adalah hak untuk memakai fitur di dalam Mithaq; token bukan uang dan tidak dapat ditukar kembali. Jika pembayaran dikembalikan atau disanggah, token yang dibelinya ditarik kembali.',
  'mail.purchase.wallet': 'Buka dompet saya',
} satisfies Translation<typeof en>
