import type { Translation } from '../../translator'
import type en from '../en/tokens'

export default {
  'tokens.count': '{count, plural, one {# jeton} other {# jeton}}',
  'tokens.signedCount': '{count, plural, one {{signed} jeton} other {{signed} jeton}}',
  'tokens.youHave': 'Bakiyeniz: {balance}.',
  'tokens.prices': 'Jeton fiyatları',
  'tokens.price.unlock': 'Sohbeti açmak (ikiniz de ödersiniz)',
  'tokens.price.express': 'Ekspres: ikiniz için birden açın',
  'tokens.price.unmatch': 'Eşleşmeyi kaldırmak',
  'tokens.price.unmatchCost': 'Sohbet açıldıktan sonra {after}, öncesinde {before}',
  'tokens.price.rematch': 'Yeniden eşleşme (iade edilmez)',
  'tokens.price.penalty': 'Zamanında ödememe veya yanıt vermeme cezası',
  'tokens.price.blockOrReport': 'Engelleme veya şikâyet',
  'tokens.price.free': 'Ücretsiz',
  'tokens.weeklyTopUpRule':
    'İlk {weeks} haftanızda, bakiyeniz daha düşükse haftada bir kez {upTo} seviyesine tamamlıyoruz.',
  'tokens.topUp.over': 'Haftalık yüklemeler ilk {weeks} haftanızı kapsar ve sizin için bu süre doldu.',
  'tokens.topUp.ifBelowToday':
    'Bakiyeniz o zamana kadar {upTo} altında kalırsa sonraki haftalık yükleme bugün.',
  'tokens.topUp.ifBelowOn':
    'Bakiyeniz o zamana kadar {upTo} altında kalırsa sonraki haftalık yükleme {date} tarihinde.',
  'tokens.topUp.addToday': 'Sonraki haftalık yükleme: bugün {amount} (yeniden {upTo}).',
  'tokens.topUp.addOn': 'Sonraki haftalık yükleme: {date} tarihinde {amount} (yeniden {upTo}).',
  'tokens.likeBack':
    '<bdi>{name}</bdi> sizi zaten beğeniyor: karşılık vermek bir eşleşme oluşturur ve sohbet için sizden {tokens} gerekir.',
  'tokens.how.title': 'Jetonlar nasıl işler?',
  'tokens.how.gotIt': 'Anladım',
  'tokens.how.intro':
    'Keşfetmek, beğenmek, eşleşmek, sizi kimin beğendiğini görmek ve filtreler ücretsizdir. Jetonlar yalnızca eşleştiğiniz kişiyle konuşmak içindir: küçük bir ödeme, ikinizin de sohbeti ciddiye almasını sağlar.',
  'tokens.how.start': '{tokens} ile başlarsınız.',
  'tokens.how.unlocking':
    '<b>Sohbeti açmak.</b> Eşleşmeden sonra sohbeti açmak için ikinizin de {window} süresi vardır: her biriniz {standard} öder ya da biriniz {express} öder (ekspres) ve sohbet ikiniz için birden açılır. Zamanında açılmazsa her ödeme iade edilir ve ödemeyen taraf {penalty} kaybeder.',
  'tokens.how.firstMessage':
    '<b>İlk mesaj.</b> Sohbet açıldıktan sonra birinizin ilk yazması için {window} süresi vardır. Bu sürede kimse yazmazsa eşleşme cezasız sona erer ve açmak için ödenen jetonlar iade edilmez.',
  'tokens.how.replies':
    '<b>Yanıtlar.</b> Her mesajdan sonra diğer kişinin yanıt vermek için {window} süresi vardır. Zamanında yanıt vermeyen {penalty} kaybeder ve eşleşme sona erer.',
  'tokens.how.unmatching':
    '<b>Eşleşmeyi kaldırmak.</b> Sohbet açılmadan önce {before} (sizinki dahil her ödeme önce iade edilir), sonrasında {after} tutar. Bir ücret ya da ceza hiçbir zaman bakiyenizden fazlasını almaz.',
  'tokens.how.rematching':
    '<b>Yeniden eşleşme.</b> {cost} tutar ve sohbet sonra açılmasa bile iade edilmez. Yeni bir {window} süresiyle sohbeti yeniden açmak için ikiniz de ödersiniz.',
  'tokens.how.blocking':
    '<b>Engelleme ve şikâyet</b> her zaman ücretsizdir: güvenlik hiçbir şeye mal olmaz. İkisi de eşleşmeyi kalıcı olarak sona erdirir ve açılmamış bir sohbet için yapılan her ödemeyi iade eder.',
  'tokens.wallet.title': 'Jeton Cüzdanı',
  'tokens.wallet.unit': '{count, plural, one {jeton} other {jeton}}',
  'tokens.wallet.newUsers': 'Yeni Üyelerin Jetonları Her Hafta Yenilenir!',
  'tokens.wallet.prices': 'Fiyatlar',
  'tokens.wallet.recent': 'Son İşlemler',
  'tokens.wallet.noTransactions': 'Henüz işlem yok.',
  'tokens.wallet.buy': 'Jeton Satın Al',
  'tokens.wallet.buyNotYet':
    'Jeton satın alma henüz mümkün değil. O zamana kadar yeni üyelerin jetonları her hafta ücretsiz olarak yenilenir.',
  'tokens.wallet.ok': 'Tamam',
  'tokens.wallet.tryAgain': 'Tekrar Dene',
  'tokens.wallet.credit': 'artı {tokens}',
  'tokens.wallet.debit': 'eksi {tokens}',
  'tokens.balance.label': 'Bakiyeniz: ',
  'tokens.ledger.welcome': 'Hoş geldin jetonları',
  'tokens.ledger.weeklyTopUp': 'Haftalık jeton yüklemesi',
  'tokens.ledger.operatorGrant': 'Mithaq ekibinden jetonlar',
  'tokens.ledger.payment': '<bdi>{name}</bdi> ile sohbeti açma',
  'tokens.ledger.expressPayment': '<bdi>{name}</bdi> ile ekspres sohbet açma',
  'tokens.ledger.refund': 'İade: <bdi>{name}</bdi> ile sohbet açılmadı',
  'tokens.ledger.paymentPenalty': 'Ceza: <bdi>{name}</bdi> ile sohbet zamanında açılmadı',
  'tokens.ledger.responsePenalty': 'Ceza: <bdi>{name}</bdi> zamanında yanıtlanmadı',
  'tokens.ledger.unmatchFee': 'Eşleşme kaldırma ücreti (<bdi>{name}</bdi>)',
  'tokens.ledger.rematch': '<bdi>{name}</bdi> ile yeniden eşleşme',
  'tokens.ledger.demoGrant': 'Demo topluluğu jetonları',
  'tokens.ledger.purchase': 'Jeton paketi satın alındı ({price})',
  'tokens.ledger.purchaseReversed': 'Satın alma iade edildi ({price}): jetonları geri alındı',
  'tokens.ledger.purchaseUnpriced': 'Jeton paketi satın alındı',
  'tokens.ledger.purchaseReversedUnpriced': 'Satın alma iade edildi: jetonları geri alındı',
  'tokens.ledger.purchaseRestored': 'Satın alma itirazı kapandı ({price}): jetonları geri verildi',
  'tokens.ledger.purchaseRestoredUnpriced': 'Satın alma itirazı kapandı: jetonları geri verildi',
} satisfies Translation<typeof en>
