import type { Translation } from '../../translator'
import type en from '../en/payments'

export default {
  'payments.packs.title': 'Jeton paketleri',
  'payments.packs.intro':
    'Jetonlar eşleşmelerinizle sohbeti açar: ikinizden her biri {standard} öder ya da biriniz {express} ödeyerek sohbeti ikiniz için birden açar.',
  'payments.pack.unlocks': '{count, plural, one {# sohbet açmaya yeter} other {# sohbet açmaya yeter}}',
  'payments.pack.buy': '{price} karşılığında {tokens} satın al',
  'payments.currency': 'Para birimi',
  'payments.notMoney':
    'Jetonlar Mithaq içindeki özellikleri kullanma hakkıdır, para değildir: nakit değerleri yoktur ve nakde çevrilemezler. Kartla ödemeleri Stripe işler; Mithaq kartınızı hiçbir zaman görmez.',
  'payments.loadFailed': 'Jeton paketleri yüklenemedi.',
  'payments.tryAgain': 'Tekrar Dene',
  'payments.redirecting': 'Güvenli ödeme sayfası açılıyor…',
  'payments.checkoutFailed': 'Ödeme sayfası açılamadı ve sizden hiçbir ücret alınmadı. {reason}',
  'payments.processing.title': 'Satın alımınız işleniyor',
  'payments.processing.body':
    'Teşekkürler. Jetonlarınız ödeme onaylanır onaylanmaz eklenir; bu genellikle birkaç saniye sürer.',
  'payments.processing.slow':
    'Onay her zamankinden uzun sürüyor. Bu sayfadan ayrılabilirsiniz: onay gelir gelmez jetonlarınız cüzdanınızda görünür.',
  'payments.done': 'Teşekkürler! Cüzdanınıza {tokens} eklendi.',
  'payments.cancelled': 'Ödeme yapmadan ödeme sayfasından ayrıldınız; sizden hiçbir ücret alınmadı.',
  'payments.reversed': 'Bu satın alım iade edildi, bu yüzden jetonları geri alındı.',
  'payments.close': 'Kapat',
  'payments.history.title': 'Satın alımlarınız',
  'payments.history.empty': 'Henüz satın alım yok.',
  'payments.history.row': '{price} karşılığında {tokens}',
  'payments.status.pending': 'İşleniyor',
  'payments.status.credited': 'Eklendi',
  'payments.status.reversed': 'İade edildi, jetonlar geri alındı',
  'payments.provider.stripe': 'Kart',
  'payments.provider.apple': 'App Store',
  'payments.provider.google': 'Google Play',
  'payments.notMoneyStore':
    'Jetonlar Mithaq içindeki özellikleri kullanma hakkıdır, para değildir: nakit değerleri yoktur ve nakde çevrilemezler. Ödemeleri {store} işler; Mithaq kartınızı hiçbir zaman görmez.',
  'payments.store.opening': 'Mağaza bekleniyor…',
  'payments.store.cancelled': 'Satın alma iptal edildi; sizden hiçbir ücret alınmadı.',
  'payments.store.pending':
    'Mağaza, ödemenizi onaylanana kadar bekletiyor. Ödeme tamamlanır tamamlanmaz jetonlarınız eklenir.',
  'payments.store.unavailable': 'Bu paket şu anda mağazadan satın alınamıyor; sizden hiçbir ücret alınmadı.',
  'payments.store.failed': 'Satın alma tamamlanamadı. {reason}',
} satisfies Translation<typeof en>
