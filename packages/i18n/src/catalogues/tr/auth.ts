import type { Translation } from '../../translator'
import type en from '../en/auth'

export default {
  'auth.welcome': 'Mithaq’a hoş geldiniz',
  'auth.intro': 'Helal yoldan başlamak için giriş yapın ya da hesabınızı oluşturun.',
  'auth.tabs': 'Giriş yapın veya kaydolun',
  'auth.signIn': 'Giriş Yap',
  'auth.signUp': 'Kaydol',
  'auth.email': 'E-posta',
  'auth.password': 'Şifre',
  'auth.passwordHint': 'En az {min} karakter',
  'auth.confirmPassword': 'Şifreyi Onaylayın',
  'auth.forgotPassword': 'Şifrenizi mi unuttunuz?',
  'auth.signingIn': 'Giriş yapılıyor...',
  'auth.creatingAccount': 'Hesap oluşturuluyor...',
  'auth.createAccount': 'Hesap Oluştur',
  'auth.agreeTerms':
    'Hesap oluşturarak <terms>Kullanım Koşullarımızı</terms> ve <privacy>Gizlilik Politikamızı</privacy> kabul etmiş olursunuz.',
  'auth.termsUpdated':
    'Kullanım Koşullarımız {date} tarihinde değişti. Lütfen okumak için biraz zaman ayırın: Mithaq’ı kullanmaya devam ederek bunları kabul etmiş olursunuz.',
  'auth.readTerms': 'Koşulları okuyun',
  'auth.forgot.title': 'Şifrenizi sıfırlayın',
  'auth.forgot.description':
    'Hesabınızın e-posta adresini girin, yeni bir şifre seçmeniz için size bir bağlantı gönderelim.',
  'auth.sending': 'Gönderiliyor...',
  'auth.forgot.send': 'Sıfırlama Bağlantısı Gönder',
  'auth.reset.title': 'Şifre Sıfırlama',
  'auth.reset.intro': 'Yeni şifrenizi aşağıya girin',
  'auth.reset.newPassword': 'Yeni Şifre',
  'auth.reset.confirmNewPassword': 'Yeni Şifreyi Onaylayın',
  'auth.reset.updating': 'Güncelleniyor...',
  'auth.reset.update': 'Şifreyi Güncelle',
  'auth.reset.backToSignIn': 'Girişe Dön',
  'auth.restricted.suspendedTitle': 'Hesabınız askıya alındı',
  'auth.restricted.closedTitle': 'Hesabınız kapatıldı',
  'auth.restricted.suspendedUntil':
    'Bir moderatör hesabınızı {date} tarihine kadar askıya aldı. Bu tarihten sonra yeniden giriş yapabilirsiniz.',
  'auth.restricted.closed': 'Bir moderatör, hakkındaki şikâyetleri inceledikten sonra hesabınızı kapattı.',
  'auth.restricted.reason': 'Gerekçe',
  'auth.restricted.appealSent': 'İtirazınız gönderildi. Bir moderatör okuyup size e-postayla cevap verecek.',
  'auth.restricted.yourAppeal': 'İtirazınız',
  'auth.restricted.waiting': 'Moderatör henüz cevap vermedi.',
  'auth.restricted.lifted': 'Moderatör kararı kaldırdı.',
  'auth.restricted.kept': 'Moderatör kararı korudu.',
  'auth.restricted.answer': 'Cevapları: {answer}',
  'auth.restricted.appealLabel': 'Bu karara itiraz edin',
  'auth.restricted.appealHint':
    'Yalnızca bir kez itiraz edebilirsiniz. Moderatörlere bilmeleri gerekenleri anlatın.',
  'auth.restricted.sendAppeal': 'İtirazı gönder',
} satisfies Translation<typeof en>
