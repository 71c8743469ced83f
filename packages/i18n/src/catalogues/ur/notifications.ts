import type { Translation } from '../../translator'
import type en from '../en/notifications'

export default {
  'notifications.title.like': 'نئی پسندیدگی!',
  'notifications.title.match': 'نیا میچ!',
  'notifications.title.message': 'نیا پیغام',
  'notifications.title.chat_unlocked': 'چیٹ کھل گئی!',
  'notifications.title.payment_required': 'ادائیگی درکار ہے',
  'notifications.title.reminder': 'وقت ختم ہو رہا ہے',
  'notifications.title.test': 'آزمائشی اطلاع',

  'notifications.someone': 'کوئی',
  'notifications.demoSender': '{name} (ڈیمو رکن)',

  'notifications.like': '{name} نے آپ کا پروفائل پسند کیا!',
  'notifications.message': '{name}: {content}',
  'notifications.messageNoText': '{name} نے آپ کو ایک پیغام بھیجا۔',
  'notifications.messages':
    '{count, plural, one {{name} کی طرف سے # نیا پیغام: {content}} other {{name} کی طرف سے # نئے پیغامات: {content}}}',
  'notifications.messagesNoText':
    '{count, plural, one {{name} کی طرف سے # نیا پیغام۔} other {{name} کی طرف سے # نئے پیغامات۔}}',
  'notifications.rematch': '{name} نے آپ سے دوبارہ میچ کیا!',
  'notifications.rematchMore': 'دوبارہ بات کرنے کے لیے چیٹ کھولیں۔',
  'notifications.match': 'آپ کا {name} سے میچ ہو گیا!',
  'notifications.matchMore': 'بات شروع کرنے کے لیے چیٹ کھولیں۔',
  'notifications.chatUnlocked': '{name} کے ساتھ آپ کی چیٹ کھل گئی ہے۔ سلام کریں!',
  'notifications.paymentRequired':
    '{name} نے آپ کی چیٹ کھولنے کے لیے ادائیگی کر دی ہے۔ بات شروع کرنے کے لیے آپ بھی اسے کھولیں۔',
  'notifications.test': 'پش اطلاعات کام کر رہی ہیں۔',

  'notifications.reminder.generic': '{name} کے ساتھ آپ کا میچ جلد آپ کی توجہ چاہتا ہے۔',
  'notifications.reminder':
    '{kind, select, payment_window {{name} کے ساتھ آپ کا میچ کھلنے کا منتظر ہے۔ اسے برقرار رکھنے کے لیے مہلت ختم ہونے سے پہلے چیٹ کھولیں۔} first_message {{name} کے ساتھ آپ کی چیٹ کھلی ہے۔ میچ برقرار رکھنے کے لیے ٹائمر ختم ہونے سے پہلے سلام کریں۔} other {{name} آپ کے جواب کے منتظر ہیں۔ میچ برقرار رکھنے کے لیے ٹائمر ختم ہونے سے پہلے جواب دیں۔}}',
  'notifications.reminder.left':
    '{kind, select, payment_window {{name} کے ساتھ چیٹ کھولنے کا وقت} first_message {{name} کو پہلا پیغام بھیجنے کا وقت} other {{name} کو جواب دینے کا وقت}} جلد ختم ہو رہا ہے: {left}۔',
  'notifications.reminder.ranOut':
    '{kind, select, payment_window {{name} کے ساتھ چیٹ کھولنے کا وقت} first_message {{name} کو پہلا پیغام بھیجنے کا وقت} other {{name} کو جواب دینے کا وقت}} ختم ہو چکا ہے۔',
  'notifications.reminder.endsSoon':
    '{kind, select, payment_window {{name} کے ساتھ چیٹ کھولنے کا وقت} first_message {{name} کو پہلا پیغام بھیجنے کا وقت} other {{name} کو جواب دینے کا وقت}} جلد ختم ہو رہا ہے۔',
  'notifications.reminder.wasRunningOut':
    '{kind, select, payment_window {{name} کے ساتھ چیٹ کھولنے کا وقت} first_message {{name} کو پہلا پیغام بھیجنے کا وقت} other {{name} کو جواب دینے کا وقت}} ختم ہونے والا تھا۔',

  'notifications.heading': 'اطلاعات',
  'notifications.markAllRead': 'سب کو پڑھا ہوا نشان زد کریں',
  'notifications.markReadFailed': 'اطلاعات کو پڑھا ہوا نشان زد نہیں کیا جا سکا',
  'notifications.loading': 'اطلاعات لوڈ ہو رہی ہیں...',
  'notifications.empty': 'ابھی کوئی اطلاع نہیں',
  'notifications.emptyHint':
    'پسندیدگیاں، میچ، پیغامات اور ٹائمر ختم ہونے سے پہلے کی یاد دہانیاں یہاں نظر آئیں گی۔',
  'notifications.listLabel': 'اطلاعات',
  'notifications.loadMore': 'مزید دیکھیں',
  'notifications.loadMoreFailed': 'مزید اطلاعات لوڈ نہیں ہو سکیں۔ براہِ کرم دوبارہ کوشش کریں۔',
  'notifications.unread': 'نہ پڑھی گئی',
  'notifications.bell': 'اطلاعات',
  'notifications.bellUnread':
    'اطلاعات، {count, plural, one {# نہ پڑھی گئی اطلاع} other {# نہ پڑھی گئی اطلاعات}}',
  'notifications.newLikes': '{count, plural, one {# نئی پسندیدگی} other {# نئی پسندیدگیاں}}',

  'notifications.push.heading': 'پش اطلاعات',
  'notifications.push.kind.like': 'پسندیدگیاں',
  'notifications.push.kind.match': 'نئے میچ',
  'notifications.push.kind.message': 'پیغامات',
  'notifications.push.kind.chat_unlocked': 'چیٹ کھل گئی',
  'notifications.push.kind.payment_required': 'ادائیگی درکار ہے',
  'notifications.push.kind.reminder': 'ختم ہونے والے ٹائمر',
  'notifications.push.state.checking': 'اس ڈیوائس کو جانچا جا رہا ہے…',
  'notifications.push.state.unsupported':
    'یہ براؤزر پش اطلاعات نہیں دکھا سکتا۔ سب کچھ پھر بھی یہیں، اسی اسکرین پر نظر آئے گا۔',
  'notifications.push.state.deniedInApp':
    'اس فون پر میثاق کی اطلاعات بند ہیں۔ انہیں حاصل کرنے کے لیے اپنے فون کی ترتیبات میں میثاق کی اطلاعات کی اجازت دیں، پھر یہاں واپس آئیں۔',
  'notifications.push.offerDeniedInApp':
    'اس فون پر اطلاعات بند ہیں۔ بعد میں اپنے فون کی ترتیبات میں ان کی اجازت دی جا سکتی ہے۔',
  'notifications.push.state.denied':
    'اس براؤزر میں میثاق کے لیے اطلاعات بند ہیں۔ انہیں حاصل کرنے کے لیے اپنے براؤزر کی ترتیبات میں اس سائٹ کے لیے اطلاعات کی اجازت دیں، پھر یہاں واپس آئیں۔',
  'notifications.push.state.off':
    'پسندیدگیوں، میچوں، پیغامات اور ختم ہونے والے ٹائمرز کی خبر پائیں، چاہے میثاق بند ہی کیوں نہ ہو۔',
  'notifications.push.state.on': 'اس ڈیوائس پر پش اطلاعات فعال ہیں۔',
  'notifications.push.failed': 'انہیں ابھی فعال نہیں کیا جا سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
  'notifications.push.turnOn': 'اطلاعات فعال کریں',
  'notifications.push.turnOff': 'اس ڈیوائس پر بند کریں',
  'notifications.push.choose': 'منتخب کریں کہ آپ کو کن باتوں کی خبر دی جائے',
  'notifications.push.loadingChoices': 'آپ کے انتخاب لوڈ ہو رہے ہیں…',
  'notifications.push.choicesFailed': 'آپ کے انتخاب لوڈ نہیں ہو سکے۔',
  'notifications.push.tryAgain': 'دوبارہ کوشش کریں',
  'notifications.push.byKind': 'قسم کے لحاظ سے پش اطلاعات',
  'notifications.push.saveFailed': 'یہ تبدیلی محفوظ نہیں ہو سکی۔ براہِ کرم دوبارہ کوشش کریں۔',
  'notifications.push.offerOn': 'اطلاعات فعال ہیں۔ جب آپ کی باری ہوگی ہم آپ کو بتائیں گے۔',
  'notifications.push.offerDenied':
    'اس براؤزر میں اطلاعات بند ہیں۔ بعد میں اپنے براؤزر کی ترتیبات میں ان کی اجازت دی جا سکتی ہے۔',
  'notifications.push.offer':
    'کیا آپ کو بتایا جائے کہ کب آپ کی باری ہے (ادائیگی، جواب، یا ختم ہونے والا ٹائمر)، چاہے میثاق بند ہو؟',
  'notifications.push.offerFailed': 'یہ کام نہیں ہوا۔ اطلاعات سے دوبارہ کوشش کریں۔',
} satisfies Translation<typeof en>
