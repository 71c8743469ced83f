import type { Translation } from '../../translator'
import type en from '../en/guardian'

export default {
  'guardian.title': 'آپ کے ولی',
  'guardian.intro':
    'ولی (سرپرست) کسی گفتگو کی ہفتہ وار کاپی وصول کر سکتے ہیں، صرف اس وقت جب دوسرا فرد رضامند ہو، اور صرف ان پیغامات کی جو اس کے بعد لکھے گئے۔ آپ دونوں میں سے کوئی بھی اسے کسی بھی وقت روک سکتا ہے۔',
  'guardian.confirmed': '· تصدیق شدہ',
  'guardian.waiting': '· ای میل کیے گئے لنک سے ان کی تصدیق کا انتظار',
  'guardian.remove': 'ولی کو ہٹائیں',
  'guardian.removed': 'آپ کے ولی کو ہٹا دیا گیا',
  'guardian.email': 'ولی کا ای میل',
  'guardian.name': 'ولی مقرر کریں',
  'guardian.sending': 'بھیجا جا رہا ہے...',
  'guardian.emailed': 'ہم نے آپ کے ولی کو ای میل کر دی ہے',
  'guardian.emailedText': 'انہیں لنک کے ذریعے تصدیق کرنی ہوگی۔',
  'guardian.conversation.label': 'ولی',
  'guardian.conversation.theyAsk':
    '{sex, select, female {<bdi>{name}</bdi> چاہتی ہیں کہ اب سے ان کے ولی کو اس گفتگو کی ہفتہ وار کاپی ملے۔} other {<bdi>{name}</bdi> چاہتے ہیں کہ اب سے ان کے ولی کو اس گفتگو کی ہفتہ وار کاپی ملے۔}} آپ کی رضامندی کے بغیر کچھ نہیں بھیجا جائے گا۔',
  'guardian.conversation.agree': 'رضامند ہوں',
  'guardian.conversation.decline': 'انکار',
  'guardian.conversation.agreed': 'آپ نے رضامندی دے دی',
  'guardian.conversation.declined': 'آپ نے انکار کر دیا',
  'guardian.conversation.theirsFollowing':
    '<bdi>{name}</bdi> کے ولی دیکھ رہے ہیں: آپ کی رضامندی کے بعد کے پیغامات کی ہفتہ وار کاپی۔',
  'guardian.conversation.stop': 'روکیں',
  'guardian.conversation.stopped': 'روک دیا گیا',
  'guardian.conversation.withdraw': 'واپس لیں',
  'guardian.conversation.mineFollowing':
    'آپ کے ولی <bdi>{name}</bdi> کی رضامندی سے دیکھ رہے ہیں: نئے پیغامات کی ہفتہ وار کاپی۔',
  'guardian.conversation.mineWaiting':
    '<bdi>{name}</bdi> کی رضامندی کا انتظار ہے کہ آپ کے ولی یہ گفتگو دیکھ سکیں۔',
  'guardian.conversation.mineDeclined': '<bdi>{name}</bdi> نے مناسب نہیں سمجھا کہ آپ کے ولی یہ گفتگو دیکھیں۔',
  'guardian.conversation.canAsk': 'اگر <bdi>{name}</bdi> رضامند ہوں تو آپ کے ولی یہ گفتگو دیکھ سکتے ہیں۔',
  'guardian.conversation.ask': '<bdi>{name}</bdi> سے پوچھیں',
  'guardian.conversation.asked': 'ہم نے {name} سے پوچھ لیا',
} satisfies Translation<typeof en>
