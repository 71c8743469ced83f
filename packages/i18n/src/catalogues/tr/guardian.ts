import type { Translation } from '../../translator'
import type en from '../en/guardian'

export default {
  'guardian.title': 'Veliniz',
  'guardian.intro':
    'Bir veli, bir sohbetin haftalık kopyasını alabilir; yalnızca karşı taraf kabul ederse ve yalnızca bundan sonra yazılan mesajlardan. İkiniz de bunu istediğiniz zaman durdurabilirsiniz.',
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
    '<bdi>{name}</bdi> adlı kişinin velisi sohbeti takip ediyor: kabul ettiğinizden bu yana yazılan mesajların haftalık kopyası.',
  'guardian.conversation.stop': 'Durdur',
  'guardian.conversation.stopped': 'Durduruldu',
  'guardian.conversation.withdraw': 'İsteği geri çek',
  'guardian.conversation.mineFollowing':
    'Veliniz, <bdi>{name}</bdi> adlı kişinin onayıyla sohbeti takip ediyor: yeni mesajların haftalık kopyası.',
  'guardian.conversation.mineWaiting':
    'Velinizin bu sohbeti takip etmesi için <bdi>{name}</bdi> adlı kişinin onayı bekleniyor.',
  'guardian.conversation.mineDeclined':
    '<bdi>{name}</bdi>, velinizin bu sohbeti takip etmemesini tercih etti.',
  'guardian.conversation.canAsk': '<bdi>{name}</bdi> kabul ederse veliniz bu sohbeti takip edebilir.',
  'guardian.conversation.ask': '<bdi>{name}</bdi> adlı kişiye sor',
  'guardian.conversation.asked': '{name} adlı kişiye sorduk',
} satisfies Translation<typeof en>
