import type { Translation } from '../../translator'
import type en from '../en/auth'

export default {
  'auth.welcome': 'Selamat datang di Mithaq',
  'auth.intro': 'Masuk atau buat akun Anda untuk memulai, dengan cara yang halal.',
  'auth.tabs': 'Masuk atau daftar',
  'auth.signIn': 'Masuk',
  'auth.signUp': 'Daftar',
  'auth.email': 'Email',
  'auth.password': 'Kata sandi',
  'auth.passwordHint': 'Minimal {min} karakter',
  'auth.confirmPassword': 'Konfirmasi Kata Sandi',
  'auth.forgotPassword': 'Lupa kata sandi?',
  'auth.signingIn': 'Sedang masuk...',
  'auth.creatingAccount': 'Membuat akun...',
  'auth.createAccount': 'Buat Akun',
  'auth.agreeTerms':
    'Dengan membuat akun, Anda menyetujui <terms>Ketentuan</terms> dan <privacy>Kebijakan Privasi</privacy> kami.',
  'auth.termsUpdated':
    'Ketentuan Penggunaan kami berubah pada {date}. Mohon luangkan waktu sejenak untuk membacanya: dengan terus memakai Mithaq, Anda menerimanya.',
  'auth.readTerms': 'Baca Ketentuan',
  'auth.forgot.title': 'Atur ulang kata sandi Anda',
  'auth.forgot.description':
    'Masukkan email akun Anda dan kami akan mengirimkan tautan untuk memilih kata sandi baru.',
  'auth.sending': 'Mengirim...',
  'auth.forgot.send': 'Kirim Tautan',
  'auth.reset.title': 'Atur Ulang Kata Sandi',
  'auth.reset.intro': 'Masukkan kata sandi baru Anda di bawah ini',
  'auth.reset.newPassword': 'Kata Sandi Baru',
  'auth.reset.confirmNewPassword': 'Konfirmasi Kata Sandi Baru',
  'auth.reset.updating': 'Memperbarui...',
  'auth.reset.update': 'Perbarui Kata Sandi',
  'auth.reset.backToSignIn': 'Kembali ke Halaman Masuk',
  'auth.restricted.suspendedTitle': 'Akun Anda ditangguhkan',
  'auth.restricted.closedTitle': 'Akun Anda telah ditutup',
  'auth.restricted.suspendedUntil':
    'Seorang moderator menangguhkan akun Anda hingga {date}. Setelah itu Anda dapat masuk kembali.',
  'auth.restricted.closed': 'Seorang moderator menutup akun Anda setelah meninjau laporan tentangnya.',
  'auth.restricted.reason': 'Alasan',
  'auth.restricted.appealSent':
    'Banding Anda telah dikirim. Seorang moderator akan membacanya dan menjawab melalui email.',
  'auth.restricted.yourAppeal': 'Banding Anda',
  'auth.restricted.waiting': 'Moderator belum menjawab.',
  'auth.restricted.lifted': 'Moderator mencabut keputusan tersebut.',
  'auth.restricted.kept': 'Moderator mempertahankan keputusan tersebut.',
  'auth.restricted.answer': 'Jawaban mereka: {answer}',
  'auth.restricted.appealLabel': 'Ajukan banding atas keputusan ini',
  'auth.restricted.appealHint':
    'Anda dapat mengajukan banding satu kali. Sampaikan kepada moderator apa yang perlu mereka ketahui.',
  'auth.restricted.sendAppeal': 'Kirim banding',
} satisfies Translation<typeof en>
