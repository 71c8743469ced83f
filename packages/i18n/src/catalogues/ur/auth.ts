import type { Translation } from '../../translator'
import type en from '../en/auth'

export default {
  'auth.welcome': 'میثاق میں خوش آمدید',
  'auth.intro': 'شروع کرنے کے لیے سائن اِن کریں یا اپنا اکاؤنٹ بنائیں، حلال طریقے سے۔',
  'auth.tabs': 'سائن اِن یا سائن اَپ',
  'auth.signIn': 'سائن اِن',
  'auth.signUp': 'سائن اَپ',
  'auth.email': 'ای میل',
  'auth.password': 'پاس ورڈ',
  'auth.passwordHint': 'کم از کم {min} حروف',
  'auth.confirmPassword': 'پاس ورڈ کی تصدیق کریں',
  'auth.forgotPassword': 'پاس ورڈ یاد نہیں؟',
  'auth.signingIn': 'سائن اِن ہو رہا ہے...',
  'auth.creatingAccount': 'اکاؤنٹ بن رہا ہے...',
  'auth.createAccount': 'اکاؤنٹ بنائیں',
  'auth.agreeTerms':
    'اکاؤنٹ بنا کر آپ ہماری <terms>شرائط</terms> اور <privacy>رازداری کی پالیسی</privacy> سے اتفاق کرتے ہیں۔',
  'auth.termsUpdated':
    'ہماری استعمال کی شرائط {date} کو بدل گئی ہیں۔ براہِ کرم ایک لمحہ نکال کر انہیں پڑھ لیجیے: میثاق کا استعمال جاری رکھنے کا مطلب ہے کہ آپ انہیں قبول کرتے ہیں۔',
  'auth.readTerms': 'شرائط پڑھیں',
  'auth.forgot.title': 'اپنا پاس ورڈ ری سیٹ کریں',
  'auth.forgot.description':
    'اپنے اکاؤنٹ کی ای میل درج کریں، ہم آپ کو نیا پاس ورڈ منتخب کرنے کا لنک بھیج دیں گے۔',
  'auth.sending': 'بھیجا جا رہا ہے...',
  'auth.forgot.send': 'ری سیٹ لنک بھیجیں',
  'auth.reset.title': 'پاس ورڈ ری سیٹ کریں',
  'auth.reset.intro': 'نیچے اپنا نیا پاس ورڈ درج کریں',
  'auth.reset.newPassword': 'نیا پاس ورڈ',
  'auth.reset.confirmNewPassword': 'نئے پاس ورڈ کی تصدیق کریں',
  'auth.reset.updating': 'اپ ڈیٹ ہو رہا ہے...',
  'auth.reset.update': 'پاس ورڈ اپ ڈیٹ کریں',
  'auth.reset.backToSignIn': 'سائن اِن پر واپس جائیں',
  'auth.restricted.suspendedTitle': 'آپ کا اکاؤنٹ معطل ہے',
  'auth.restricted.closedTitle': 'آپ کا اکاؤنٹ بند کر دیا گیا',
  'auth.restricted.suspendedUntil':
    'ایک نگران نے آپ کا اکاؤنٹ {date} تک معطل کیا ہے۔ اس کے بعد دوبارہ سائن اِن کیا جا سکتا ہے۔',
  'auth.restricted.closed':
    'ایک نگران نے آپ کے اکاؤنٹ کے بارے میں رپورٹس کا جائزہ لینے کے بعد اسے بند کر دیا۔',
  'auth.restricted.reason': 'وجہ',
  'auth.restricted.appealSent': 'آپ کی اپیل بھیج دی گئی۔ ایک نگران اسے پڑھ کر ای میل کے ذریعے جواب دے گا۔',
  'auth.restricted.yourAppeal': 'آپ کی اپیل',
  'auth.restricted.waiting': 'نگران نے ابھی جواب نہیں دیا۔',
  'auth.restricted.lifted': 'نگران نے فیصلہ واپس لے لیا۔',
  'auth.restricted.kept': 'نگران نے فیصلہ برقرار رکھا۔',
  'auth.restricted.answer': 'ان کا جواب: {answer}',
  'auth.restricted.appealLabel': 'اس فیصلے کے خلاف اپیل کریں',
  'auth.restricted.appealHint':
    'اپیل صرف ایک بار کی جا سکتی ہے۔ نگرانوں کو وہ سب بتائیں جو ان کے علم میں ہونا چاہیے۔',
  'auth.restricted.sendAppeal': 'اپیل بھیجیں',
} satisfies Translation<typeof en>
