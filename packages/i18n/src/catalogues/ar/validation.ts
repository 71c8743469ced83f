import type { Translation } from '../../translator'
import type en from '../en/validation'

export default {
  'validation.moderationReasonRequired': 'السبب مطلوب',
  'validation.moderationReasonTooShort':
    '{min, plural, zero {يجب ألا يكون السبب فارغًا} one {يجب ألا يقل السبب عن حرف واحد} two {يجب ألا يقل السبب عن حرفين} few {يجب ألا يقل السبب عن # أحرف} many {يجب ألا يقل السبب عن # حرفًا} other {يجب ألا يقل السبب عن # حرف}}',
  'validation.moderationReasonTooLong':
    '{max, plural, zero {يجب أن يكون السبب فارغًا} one {يجب ألا يزيد السبب على حرف واحد} two {يجب ألا يزيد السبب على حرفين} few {يجب ألا يزيد السبب على # أحرف} many {يجب ألا يزيد السبب على # حرفًا} other {يجب ألا يزيد السبب على # حرف}}',
  'validation.appealRequired': 'يُرجى كتابة تظلّمك',
  'validation.appealTooShort':
    '{min, plural, zero {يجب ألا يكون التظلّم فارغًا} one {يجب ألا يقل التظلّم عن حرف واحد} two {يجب ألا يقل التظلّم عن حرفين} few {يجب ألا يقل التظلّم عن # أحرف} many {يجب ألا يقل التظلّم عن # حرفًا} other {يجب ألا يقل التظلّم عن # حرف}}',
  'validation.appealTooLong':
    '{max, plural, zero {يجب أن يكون التظلّم فارغًا} one {يجب ألا يزيد التظلّم على حرف واحد} two {يجب ألا يزيد التظلّم على حرفين} few {يجب ألا يزيد التظلّم على # أحرف} many {يجب ألا يزيد التظلّم على # حرفًا} other {يجب ألا يزيد التظلّم على # حرف}}',
  'validation.appealAnswerRequired': 'الرد مطلوب',
  'validation.appealAnswerTooShort':
    '{min, plural, zero {يجب ألا يكون الرد فارغًا} one {يجب ألا يقل الرد عن حرف واحد} two {يجب ألا يقل الرد عن حرفين} few {يجب ألا يقل الرد عن # أحرف} many {يجب ألا يقل الرد عن # حرفًا} other {يجب ألا يقل الرد عن # حرف}}',
  'validation.appealAnswerTooLong':
    '{max, plural, zero {يجب أن يكون الرد فارغًا} one {يجب ألا يزيد الرد على حرف واحد} two {يجب ألا يزيد الرد على حرفين} few {يجب ألا يزيد الرد على # أحرف} many {يجب ألا يزيد الرد على # حرفًا} other {يجب ألا يزيد الرد على # حرف}}',
  'validation.guardianEmailInvalid': 'يُرجى إدخال بريد إلكتروني صحيح',
} satisfies Translation<typeof en>
