import type { Translation } from '../../translator'
import type en from '../en/guardian'

export default {
  'guardian.title': 'Veliniz',
  'guardian.intro':
    'Bir veli, yalnızca diğer kişi kabul ederse ve yalnızca bundan sonra yazılan mesajlardan, bir sohbetin haftalık kopyasını alabilir. İkiniz de bunu istediğiniz zaman durdurabilirsiniz.',
  'guardian.confirmed': '· onaylandı',
  'guardian.waiting': '· e-postayla gönderilen bağlantıdan onay bekleniyor',
  'guardian.remove': 'Veliyi Kaldır',
  'guardian.removed': 'Veliniz kaldırıldı',
  'guardian.email': 'Velinin e-postası',
  'guardian.name': 'Velimi Belirle',
  'guardian.sending': 'Gönderiliyor...',
  'guardian.emailed': 'Velinize e-posta gönderdik',
  'guardian.emailedText': 'Bağlantı ile onaylaması gerekiyor.',
  'guardian.conversation.label': 'Veli',
  'guardian.conversation.theyAsk':
    '<bdi>{name}</bdi>, velisinin bundan sonra bu sohbetin haftalık bir kopyasını almasını istiyor. Siz kabul etmedikçe hiçbir şey gönderilmez.',
  'guardian.conversation.agree': 'Kabul et',
  'guardian.conversation.decline': 'Reddet',
  'guardian.conversation.agreed': 'Kabul ettiniz',
  'guardian.conversation.declined': 'Reddettiniz',
  'guardian.conversation.theirsFollowing':
    '<bdi>{name}</bdi> adlı üyenin velisi takip ediyor: kabul ettiğinizden bu yana mesajların haftalık kopyası.',
  'guardian.conversation.stop': 'Durdur',
  'guardian.conversation.stopped': 'Durduruldu',
  'guardian.conversation.withdraw': 'Geri çek',
  'guardian.conversation.mineFollowing':
    'Veliniz, <bdi>{name}</bdi> onayıyla takip ediyor: yeni mesajların haftalık kopyası.',
  'guardian.conversation.mineWaiting':
    'Velinizin bu sohbeti takip etmesi için <bdi>{name}</bdi> onayı bekleniyor.',
  'guardian.conversation.mineDeclined':
    '<bdi>{name}</bdi>, velinizin bu sohbeti takip etmemesini tercih etti.',
  'guardian.conversation.canAsk': '<bdi>{name}</bdi> kabul ederse veliniz bu sohbeti takip edebilir.',
  'guardian.conversation.ask': '<bdi>{name}</bdi> adlı üyeye sor',
  'guardian.conversation.asked': '{name} adlı üyeye sorduk',
} satisfies Translation<typeof en>
