import type { Translation } from '../../translator'
import type en from '../en/account'

export default {
  'account.management.title': 'Hesap Yönetimi',
  'account.management.intro':
    'Ara mı vermek istiyorsunuz? Hesabınızı devre dışı bırakın ve giriş yaptığınızda geri dönün. Silmek hesabınızı kalıcı olarak kaldırır.',
  'account.management.deactivate': 'Hesabımı Devre Dışı Bırak',
  'account.management.delete': 'Hesabımı Sil',
  'account.signedOutEverywhere': 'Tüm cihazlarda oturumunuz kapatılır.',
  'account.deactivate.title': 'Hesabınız devre dışı bırakılsın mı?',
  'account.deactivate.description': 'İstediğiniz kadar ara verin. Şunlar olur:',
  'account.deactivate.confirm': 'Devre dışı bırak',
  'account.deactivate.busy': 'Devre dışı bırakılıyor...',
  'account.deactivate.hidden': 'Profiliniz Keşfet’ten ve herkesin Beğenilenler listesinden gizlenir.',
  'account.deactivate.matchesEnd':
    'Etkin eşleşmeleriniz ücretsiz olarak sona erer. Hiç açılmamış bir sohbet için ödenen jetonlar iade edilir.',
  'account.deactivate.comeBack':
    'Geri dönmek için yeniden giriş yapmanız yeterli; profiliniz yeniden görünür.',
  'account.delete.title': 'Hesabınız silinsin mi?',
  'account.delete.description': 'Bu kalıcıdır ve geri alınamaz.',
  'account.delete.confirm': 'Kalıcı Olarak Sil',
  'account.delete.busy': 'Siliniyor...',
  'account.delete.profileErased': 'Profiliniz ve fotoğraflarınız silinir.',
  'account.delete.matchesErased': 'Eşleşmeleriniz ve mesajlarınız silinir.',
  'account.delete.onlyBreak':
    'Yalnızca ara vermek istiyorsanız bunun yerine hesabınızı devre dışı bırakabilirsiniz.',
  'account.data.title': 'Verileriniz',
  'account.data.intro':
    'Hakkınızda tuttuğumuz her şeyin bir kopyasını indirin: profiliniz ve fotoğraflarınız, beğeniler, eşleşmeler ve mesajları, jetonlar, bildirimler ve yaptığınız şikâyetler. Siz istediğinizde hazırlanır ve başka hiçbir yerde saklanmaz.',
  'account.data.download': 'Verilerimi İndir',
  'account.data.preparing': 'Verileriniz hazırlanıyor...',
  'account.data.downloading': 'Verileriniz indiriliyor',
  'account.data.downloadingText':
    'Verilerinizi ve fotoğraflarınızı içeren, az önce hazırlanmış bir zip dosyası.',
  'account.data.failed': 'Verilerinizi hazırlayamadık',
} satisfies Translation<typeof en>
