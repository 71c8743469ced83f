import type { Translation } from '../../translator'
import type en from '../en/landing'

export default {
  'landing.description':
    'Mithaq: ghosting olmayan Müslüman evlilik uygulaması. Mesajınız asla cevapsız kalmaz.',
  'landing.headline': 'Ghosting Olmayan Müslüman Evlilik Platformu. Mesajınız Asla Cevapsız Kalmaz.',
  'landing.intro':
    'Ghosting karşıtı jetonlarımızla sohbet başlamadan önce ikiniz de söz verirsiniz ve nazik süre sınırları her mesajın bir cevap almasını sağlar. Evliliğe niyetli, ciddi biriyle karşılıklı saygı içinde tanışın.',
  'landing.getStarted': 'Hemen Başlayın',
  'landing.member': 'Zaten Üye misiniz?',
  'landing.why': 'Neden Mithaq',
  'landing.tokens.title': 'Dünyanın İlk Jetonlu Mesajlaşma Özelliği',
  'landing.tokens.body':
    'Bir sohbet açmak için ikiniz de birkaç jeton ayırırsınız ve süre sınırları cevapların gelmesini sağlar. Ciddi niyetler, sessiz bitişler yok.',
  'landing.liked.title': 'Profilinizi Kimin Beğendiğini Ücretsiz Görün',
  'landing.liked.body':
    'Sizi beğenen herkesi görebilirsiniz; sizinle ilgilenen biriyle aranızda hiçbir ücret duvarı yok.',
  'landing.filters.title': 'Ücretsiz Filtreler, Premium Paket Yok',
  'landing.filters.body':
    'Yaşa, konuma ve boya göre ücretsiz filtreleyin. Herkes aynı uygulamayı kullanır; jetonlar yalnızca eşleştiğiniz kişilerle sohbet içindir.',
  'landing.copyright': '© {year} Mithaq. Tüm hakları saklıdır.',
  'landing.tagline': 'Kalpleri helal yoldan buluşturuyoruz.',
  'landing.language': 'Dil',
} satisfies Translation<typeof en>
