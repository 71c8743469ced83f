/**
 * User-facing texts (docs/product.md quotes the ones its rules rely on). One place to reword or translate;
 * client and server both import them, so they can never disagree.
 */
import { createTranslator, type MessageKey, type MessageValues, type NamedSex } from '@mithaq/i18n'
import messages from '@mithaq/i18n/namespaces/en/messages'
import validation from '@mithaq/i18n/namespaces/en/validation'

type Text = (key: MessageKey, values?: MessageValues) => string

/** English until the web app hands over its current language (the server's API answers in English). */
// Only the two namespaces MESSAGES reads: the web app's first screen imports this module, and the
// whole English catalogue would come with it (decision 290).
let text: Text = createTranslator<MessageKey>('en', { ...messages, ...validation })
let listLanguage = 'en-GB'
let intlTag = 'en-US'

/** Makes MESSAGES speak the web app's current language (apps/web/src/i18n). */
export function setMessagesLanguage(translate: Text & { locale: string }, tag: string): void {
  text = translate
  listLanguage = translate.locale === 'en' ? 'en-GB' : tag
  intlTag = translate.locale === 'en' ? 'en-US' : tag
}

/** The tag for Intl's dates and numbers in the current language ('en-US' for English, 'ar-EG'…). */
export const messagesIntlTag = () => intlTag

/** 'a, b and c' in the current language. */
const listOf = (labels: readonly string[]) =>
  new Intl.ListFormat(listLanguage, { style: 'long', type: 'conjunction' }).format(labels)

export const MESSAGES = {
  // Auth (docs/product.md § 3, § 13)
  get fillAllFields() {
    return text('messages.fillAllFields')
  },
  get passwordsDoNotMatch() {
    return text('messages.passwordsDoNotMatch')
  },
  get passwordTooShort() {
    return text('messages.passwordTooShort')
  },
  get passwordTooCommon() {
    return text('messages.passwordTooCommon')
  },
  get passwordTooLong() {
    return text('messages.passwordTooLong')
  },
  get resetPasswordsDoNotMatch() {
    return text('messages.resetPasswordsDoNotMatch')
  },
  get emailInvalid() {
    return text('messages.emailInvalid')
  },
  get confirmationPending() {
    return text('messages.confirmationPending')
  },
  get accountCreated() {
    return text('messages.accountCreated')
  },
  get signedOut() {
    return text('messages.signedOut')
  },
  get signOutServerIssue() {
    return text('messages.signOutServerIssue')
  },
  get accountDeactivated() {
    return text('messages.accountDeactivated')
  },
  get failedToDeactivate() {
    return text('messages.failedToDeactivate')
  },
  get accountDeleted() {
    return text('messages.accountDeleted')
  },
  get failedToDelete() {
    return text('messages.failedToDelete')
  },
  get resetEmailSent() {
    return text('messages.resetEmailSent')
  },
  get passwordUpdated() {
    return text('messages.passwordUpdated')
  },
  get invalidResetLink() {
    return text('messages.invalidResetLink')
  },
  get invalidRequestData() {
    return text('messages.invalidRequestData')
  },
  get unexpectedError() {
    return text('messages.unexpectedError')
  },
  get unexpectedErrorTryAgain() {
    return text('messages.unexpectedErrorTryAgain')
  },
  get serviceUnavailable() {
    return text('messages.serviceUnavailable')
  },
  get crossOriginRefused() {
    return text('messages.crossOriginRefused')
  },
  get jsonRequired() {
    return text('messages.jsonRequired')
  },
  get emailTaken() {
    return text('messages.emailTaken')
  },
  get invalidCredentials() {
    return text('messages.invalidCredentials')
  },
  get emailNotVerified() {
    return text('messages.emailNotVerified')
  },
  get tooManyAttempts() {
    return text('messages.tooManyAttempts')
  },
  get notFound() {
    return text('messages.notFound')
  },
  get unauthenticated() {
    return text('messages.unauthenticated')
  },
  // Generic screens
  get loading() {
    return text('messages.loading')
  },
  get somethingWentWrong() {
    return text('messages.somethingWentWrong')
  },
  get pageNotFound() {
    return text('messages.pageNotFound')
  },
  // Discover and Liked screens (docs/product.md § 5, § 6)
  get discoverTitle() {
    return text('messages.discoverTitle')
  },
  get profileFiltersTitle() {
    return text('messages.profileFiltersTitle')
  },
  get loadingProfiles() {
    return text('messages.loadingProfiles')
  },
  get noProfilesFound() {
    return text('messages.noProfilesFound')
  },
  get noProfilesFoundHint() {
    return text('messages.noProfilesFoundHint')
  },
  get noMoreProfiles() {
    return text('messages.noMoreProfiles')
  },
  get startOver() {
    return text('messages.startOver')
  },
  get imageUnavailable() {
    return text('messages.imageUnavailable')
  },
  likedMeTab: (n: number) => text('messages.likedMeTab', { n }),
  iLikedTab: (n: number) => text('messages.iLikedTab', { n }),
  favoritedTab: (n: number) => text('messages.favoritedTab', { n }),
  get unmatchedTab() {
    return text('messages.unmatchedTab')
  },
  /** The label on every demo community member (cards, tiles, dialog, chat). */
  get demoBadge() {
    return text('messages.demoBadge')
  },
  get demoBadgeDescription() {
    return text('messages.demoBadgeDescription')
  },
  get noOccupationListed() {
    return text('messages.noOccupationListed')
  },
  get unknownLocation() {
    return text('messages.unknownLocation')
  },
  get noLikesYet() {
    return text('messages.noLikesYet')
  },
  get likedMeEmptyHint() {
    return text('messages.likedMeEmptyHint')
  },
  get iLikedEmptyHint() {
    return text('messages.iLikedEmptyHint')
  },
  get noFavoritesYet() {
    return text('messages.noFavoritesYet')
  },
  get favoritesEmptyHint() {
    return text('messages.favoritesEmptyHint')
  },
  // Discovery and social (docs/product.md § 13)
  get failedToLoadProfiles() {
    return text('messages.failedToLoadProfiles')
  },
  get errorTitle() {
    return text('messages.errorTitle')
  },
  get failedToLikeTryAgain() {
    return text('messages.failedToLikeTryAgain')
  },
  failedToLike: (reason: string) => text('messages.failedToLike', { reason }),
  failedToPass: (reason: string) => text('messages.failedToPass', { reason }),
  failedToCreateMatch: (reason?: string) =>
    text('messages.failedToCreateMatch', { reason: reason || text('messages.unknownError') }),
  get failedToUpdateFavorites() {
    return text('messages.failedToUpdateFavorites')
  },
  get failedToFavorite() {
    return text('messages.failedToFavorite')
  },
  get failedToUnfavorite() {
    return text('messages.failedToUnfavorite')
  },
  get failedToBlock() {
    return text('messages.failedToBlock')
  },
  get failedToReport() {
    return text('messages.failedToReport')
  },
  get failedToLoadProfileImage() {
    return text('messages.failedToLoadProfileImage')
  },
  get failedToSubmitReport() {
    return text('messages.failedToSubmitReport')
  },
  get profileLiked() {
    return text('messages.profileLiked')
  },
  get itsAMatch() {
    return text('messages.itsAMatch')
  },
  get itsAMatchDescription() {
    return text('messages.itsAMatchDescription')
  },
  youLiked: (name: string, sex: NamedSex) => text('messages.youLiked', { name, sex }),
  youPassedOn: (name: string, sex: NamedSex) => text('messages.youPassedOn', { name, sex }),
  get profileBlocked() {
    return text('messages.profileBlocked')
  },
  get addedToFavorites() {
    return text('messages.addedToFavorites')
  },
  get removedFromFavorites() {
    return text('messages.removedFromFavorites')
  },
  get blocked() {
    return text('messages.blocked')
  },
  reportSubmittedFor: (name: string, sex: NamedSex) => text('messages.reportSubmittedFor', { name, sex }),
  get reportThanks() {
    return text('messages.reportThanks')
  },
  get reported() {
    return text('messages.reported')
  },
  noLongerSeeEachOther: (name: string, sex: NamedSex) => text('messages.noLongerSeeEachOther', { name, sex }),
  hasBeenBlocked: (name: string, sex: NamedSex) => text('messages.hasBeenBlocked', { name, sex }),
  get failedToBlockTryAgain() {
    return text('messages.failedToBlockTryAgain')
  },
  get failedToReportTryAgain() {
    return text('messages.failedToReportTryAgain')
  },
  nowInFavorites: (name: string, sex: NamedSex) => text('messages.nowInFavorites', { name, sex }),
  noLongerInFavorites: (name: string, sex: NamedSex) => text('messages.noLongerInFavorites', { name, sex }),
  get alreadyLiked() {
    return text('messages.alreadyLiked')
  },
  get alreadyLikedDescription() {
    return text('messages.alreadyLikedDescription')
  },
  // Discovery rules (docs/product.md § 5)
  get reasonTooShort() {
    return text('messages.reasonTooShort')
  },
  get reasonTooLong() {
    return text('messages.reasonTooLong')
  },
  get reportCategoryRequired() {
    return text('messages.reportCategoryRequired')
  },
  // Undo and Start Over (docs/product.md § 5)
  get undoPass() {
    return text('messages.undoPass')
  },
  get nothingToUndo() {
    return text('messages.nothingToUndo')
  },
  get onlyPassCanBeUndone() {
    return text('messages.onlyPassCanBeUndone')
  },
  get onlyLastPassCanBeUndone() {
    return text('messages.onlyLastPassCanBeUndone')
  },
  get failedToUndo() {
    return text('messages.failedToUndo')
  },
  get failedToStartOver() {
    return text('messages.failedToStartOver')
  },
  get widenFilters() {
    return text('messages.widenFilters')
  },
  get noProfilesAtAll() {
    return text('messages.noProfilesAtAll')
  },
  get noProfilesAtAllHint() {
    return text('messages.noProfilesAtAllHint')
  },
  get ageFilterRange() {
    return text('messages.ageFilterRange')
  },
  get heightFilterRange() {
    return text('messages.heightFilterRange')
  },
  get rangeMinAboveMax() {
    return text('messages.rangeMinAboveMax')
  },
  get tooManyCountries() {
    return text('messages.tooManyCountries')
  },
  get profileNotFound() {
    return text('messages.profileNotFound')
  },
  get completeProfileFirst() {
    return text('messages.completeProfileFirst')
  },
  // Notifications (docs/product.md § 9, § 13)
  get newMatchNotification() {
    return text('messages.newMatchNotification')
  },
  // Matches, payments and chat (docs/product.md § 7, § 8, § 13)
  get insufficientTokensToUnlock() {
    return text('messages.insufficientTokensToUnlock')
  },
  get insufficientTokensForExpress() {
    return text('messages.insufficientTokensForExpress')
  },
  get chatLocked() {
    return text('messages.chatLocked')
  },
  get cannotSendMessage() {
    return text('messages.cannotSendMessage')
  },
  cannotRematch: (name: string, sex: NamedSex) => text('messages.cannotRematch', { name, sex }),
  rematchNoLongerPossible: (name: string, sex: NamedSex) =>
    text('messages.rematchNoLongerPossible', { name, sex }),
  get insufficientTokensToRematch() {
    return text('messages.insufficientTokensToRematch')
  },
  get alreadyPaid() {
    return text('messages.alreadyPaid')
  },
  get alreadyUnlocked() {
    return text('messages.alreadyUnlocked')
  },
  get otherAlreadyPaid() {
    return text('messages.otherAlreadyPaid')
  },
  get paymentWindowClosed() {
    return text('messages.paymentWindowClosed')
  },
  get matchEnded() {
    return text('messages.matchEnded')
  },
  get alreadyUnmatched() {
    return text('messages.alreadyUnmatched')
  },
  stillMatched: (name: string, sex: NamedSex) => text('messages.stillMatched', { name, sex }),
  get unmatchBeforeRemoving() {
    return text('messages.unmatchBeforeRemoving')
  },
  get alreadyRemovedForever() {
    return text('messages.alreadyRemovedForever')
  },
  get paymentSuccessfulTitle() {
    return text('messages.paymentSuccessfulTitle')
  },
  get paymentFailedTitle() {
    return text('messages.paymentFailedTitle')
  },
  get paymentExpressUnlocked() {
    return text('messages.paymentExpressUnlocked')
  },
  get paymentUnlocked() {
    return text('messages.paymentUnlocked')
  },
  get paymentWaiting() {
    return text('messages.paymentWaiting')
  },
  get matchNotFound() {
    return text('messages.matchNotFound')
  },
  get messageEmpty() {
    return text('messages.messageEmpty')
  },
  get messageTooLong() {
    return text('messages.messageTooLong')
  },
  get messageIdReused() {
    return text('messages.messageIdReused')
  },
  get tokenPurchasingComingSoon() {
    return text('messages.tokenPurchasingComingSoon')
  },
  // Profile and sign-up (docs/product.md § 4, § 13)
  get signInToCreateProfile() {
    return text('messages.signInToCreateProfile')
  },
  get profileAlreadyExists() {
    return text('messages.profileAlreadyExists')
  },
  get nameLength() {
    return text('messages.nameLength')
  },
  get nameRequired() {
    return text('messages.nameRequired')
  },
  get sexRequired() {
    return text('messages.sexRequired')
  },
  get textControlCharacters() {
    return text('messages.textControlCharacters')
  },
  get textDirectionOverride() {
    return text('messages.textDirectionOverride')
  },
  get textInvisibleOnly() {
    return text('messages.textInvisibleOnly')
  },
  get sexCannotChange() {
    return text('messages.sexCannotChange')
  },
  get birthdayRequired() {
    return text('messages.birthdayRequired')
  },
  get birthdayInvalid() {
    return text('messages.birthdayInvalid')
  },
  get underMinimumAge() {
    return text('messages.underMinimumAge')
  },
  /** A city can be detected or picked by hand, so the message names both (issue 19). */
  get locationRequired() {
    return text('messages.locationRequired')
  },
  /** In place of `locationRequired` once the country and city picker is open. */
  get locationChooseByHand() {
    return text('messages.locationChooseByHand')
  },
  get locationCountryUnknown() {
    return text('messages.locationCountryUnknown')
  },
  get locationCityTooLong() {
    return text('messages.locationCityTooLong')
  },
  get aboutMeLength() {
    return text('messages.aboutMeLength')
  },
  get educationTooLong() {
    return text('messages.educationTooLong')
  },
  get occupationTooLong() {
    return text('messages.occupationTooLong')
  },
  get nationalityRequired() {
    return text('messages.nationalityRequired')
  },
  /** Step 1 submitted with fields left empty: names them, in the form's order (issue 19). */
  fieldsMissing: (labels: readonly string[]) => text('messages.fieldsMissing', { fields: listOf(labels) }),
  get nationalityTooMany() {
    return text('messages.nationalityTooMany')
  },
  get nationalityDuplicate() {
    return text('messages.nationalityDuplicate')
  },
  get nationalityLastOnEdit() {
    return text('messages.nationalityLastOnEdit')
  },
  get nationalityRequiredOnSave() {
    return text('messages.nationalityRequiredOnSave')
  },
  get nationalityTooManyOnSave() {
    return text('messages.nationalityTooManyOnSave')
  },
  get nationalityUnknown() {
    return text('messages.nationalityUnknown')
  },
  get heightRange() {
    return text('messages.heightRange')
  },
  get maritalStatusRequired() {
    return text('messages.maritalStatusRequired')
  },
  get welcomeTokens() {
    return text('messages.welcomeTokens')
  },
  get picturesRequired() {
    return text('messages.picturesRequired')
  },
  get picturesUnreadable() {
    return text('messages.picturesUnreadable')
  },
  picturesTooMany: (current: number) => text('messages.picturesTooMany', { current }),
  pictureTooLarge: (file: string) => text('messages.pictureTooLarge', { file }),
  pictureUnsupported: (file: string) => text('messages.pictureUnsupported', { file }),
  pictureUploadFailed: (file: string, reason: string) =>
    text('messages.pictureUploadFailed', { file, reason }),
  get pictureDamaged() {
    return text('messages.pictureDamaged')
  },
  get pictureTooManyPixels() {
    return text('messages.pictureTooManyPixels')
  },
  get pictureLastOne() {
    return text('messages.pictureLastOne')
  },
  get pictureNotFound() {
    return text('messages.pictureNotFound')
  },
  get pictureOrderInvalid() {
    return text('messages.pictureOrderInvalid')
  },
  get picturesNotMultipart() {
    return text('messages.picturesNotMultipart')
  },
  get pictureStorageUnavailable() {
    return text('messages.pictureStorageUnavailable')
  },
  get picturesUnavailable() {
    return text('messages.picturesUnavailable')
  },
  // Private pictures (decision 260)
  get picturesRevealMatchEnded() {
    return text('messages.picturesRevealMatchEnded')
  },
  get picturesRevealNotPrivate() {
    return text('messages.picturesRevealNotPrivate')
  },
  // Location (docs/product.md § 4)
  get locationDetailsFailed() {
    return text('messages.locationDetailsFailed')
  },
  get locationPermissionDenied() {
    return text('messages.locationPermissionDenied')
  },
  get locationPermissionDeniedTryAgain() {
    return text('messages.locationPermissionDeniedTryAgain')
  },
  get locationTimedOut() {
    return text('messages.locationTimedOut')
  },
  get locationUnavailable() {
    return text('messages.locationUnavailable')
  },
  get geolocationUnsupported() {
    return text('messages.geolocationUnsupported')
  },
  get geocodingFailed() {
    return text('messages.geocodingFailed')
  },
  get locationDetected() {
    return text('messages.locationDetected')
  },
  get couldNotDetectLocation() {
    return text('messages.couldNotDetectLocation')
  },
  get failedToDetectLocation() {
    return text('messages.failedToDetectLocation')
  },
  get detectingLocation() {
    return text('messages.detectingLocation')
  },
  // Sign-up and edit screens (docs/product.md § 4, § 13)
  get pictureRemoved() {
    return text('messages.pictureRemoved')
  },
  picturesSelected: (n: number) => text('messages.picturesSelected', { n }),
  get processingPictures() {
    return text('messages.processingPictures')
  },
  get profileCreated() {
    return text('messages.profileCreated')
  },
  picturesUploaded: (n: number) => text('messages.picturesUploaded', { n }),
  uploadingPicture: (i: number, n: number) => text('messages.uploadingPicture', { i, n }),
  get skipPictureUpload() {
    return text('messages.skipPictureUpload')
  },
  get profileCreatedAddPicturesLater() {
    return text('messages.profileCreatedAddPicturesLater')
  },
  failedToCreateProfile: (reason: string) => text('messages.failedToCreateProfile', { reason }),
  get picturesNotSaved() {
    return text('messages.picturesNotSaved')
  },
  retryingAttempt: (attempt: number, seconds: number) =>
    text('messages.retryingAttempt', { attempt, seconds }),
  get profileCreationFailedTitle() {
    return text('messages.profileCreationFailedTitle')
  },
  get pictureUploadFailedTitle() {
    return text('messages.pictureUploadFailedTitle')
  },
  get processPicturesFailedTitle() {
    return text('messages.processPicturesFailedTitle')
  },
  get validationFailedTitle() {
    return text('messages.validationFailedTitle')
  },
  get removePictureFailedTitle() {
    return text('messages.removePictureFailedTitle')
  },
  failedToUpdateProfile: (message: string) => text('messages.failedToUpdateProfile', { message }),
  get profileUpdated() {
    return text('messages.profileUpdated')
  },
  failedToUploadImage: (message: string) => text('messages.failedToUploadImage', { message }),
  errorUploadingPictures: (message: string) => text('messages.errorUploadingPictures', { message }),
  get picturesUploadedOnEdit() {
    return text('messages.picturesUploadedOnEdit')
  },
  get pictureRemovedOnEdit() {
    return text('messages.pictureRemovedOnEdit')
  },
  get failedToRemovePictureFromProfile() {
    return text('messages.failedToRemovePictureFromProfile')
  },
  failedToRemovePicture: (message: string) => text('messages.failedToRemovePicture', { message }),
  // How the chat, wallet and bell write times, counts and previews (display-format.ts)
  get today() {
    return text('messages.today')
  },
  get yesterday() {
    return text('messages.yesterday')
  },
  get justNow() {
    return text('messages.justNow')
  },
  minutesAgo: (minutes: string) => text('messages.minutesAgo', { minutes }),
  hoursAgo: (hours: string) => text('messages.hoursAgo', { hours }),
  previewMine: (preview: string) => text('messages.previewMine', { preview }),
  countdownHours: (hours: string, minutes: string) => text('messages.countdownHours', { hours, minutes }),
  countdownMinutes: (minutes: string, seconds: string) =>
    text('messages.countdownMinutes', { minutes, seconds }),
  countdownSeconds: (seconds: string) => text('messages.countdownSeconds', { seconds }),
  unreadMessages: (count: number) => text('messages.unreadMessages', { count }),
  tokens: (count: number) => text('messages.tokens', { count }),
  unreadNotifications: (count: number) => text('messages.unreadNotifications', { count }),
  // Validation texts of their own (namespace 'validation'): moderation texts, the guardian's address
  moderationTextRequired: (kind: ModerationTextKind) => text(`validation.${kind}Required` as const),
  moderationTextTooShort: (kind: ModerationTextKind, min: number) =>
    text(`validation.${kind}TooShort` as const, { min }),
  moderationTextTooLong: (kind: ModerationTextKind, max: number) =>
    text(`validation.${kind}TooLong` as const, { max }),
  get guardianEmailInvalid() {
    return text('validation.guardianEmailInvalid')
  },
} as const

/** The free texts of moderation: a moderator's reason, a member's appeal, a moderator's answer to it. */
export type ModerationTextKind = 'moderationReason' | 'appeal' | 'appealAnswer'

/** The names of the MESSAGES that take no argument: what a schema's rule can point at. */
export type MessageName = {
  [K in keyof typeof MESSAGES]: (typeof MESSAGES)[K] extends string ? K : never
}[keyof typeof MESSAGES]

/**
 * Zod's error parameter for the message `name`, read when zod makes the issue rather than when the
 * schema is built: the browser's checks then speak the language of that moment (the schemas are
 * built once, at module load, before the web app has chosen one). The server never changes the
 * language, so its answers stay English. Use it wherever a schema takes a message:
 * `.min(1, issue('fillAllFields'))`, `z.enum(values, issue('sexRequired'))`,
 * `.refine(ok, { ...issue('passwordsDoNotMatch'), path: ['confirmPassword'] })`.
 */
export const issue = (name: MessageName) => ({ error: () => MESSAGES[name] })
