import type { LikeResult, ReportInput, Sex } from '@mithaq/domain'
import { useMemo } from 'react'
import { toast } from 'sonner'
import { t } from '../../i18n'
import { errorMessage } from '../../lib/api-client'
import { isRefusal, isTransient } from '../../lib/retry'
import {
  blockProfile,
  isProfileGone,
  likeProfile,
  passProfile,
  reportProfile,
  setFavorite,
} from './profile-action-requests'

// Like, pass, favorite, block and report, as Discover, Liked and the chat do them: the call,
// the toast for each outcome (docs/product.md § 13) and what the outcome means for the screen.
// Each screen keeps only its own part: hiding a card, closing a dialog, leaving the chat.

export interface ActedProfile {
  id: string
  name: string
  /** The toasts that name the person agree with it in Arabic, Urdu and French (decision 300). */
  sex: Sex
}

/** The words a place says where the product's texts differ between places. */
export interface ProfileActionTexts {
  /** Null: no toast (Discover, where the card leaving says it and a toast would cover the title). */
  liked: ((name: string, sex: Sex) => string) | null
  passed: ((name: string, sex: Sex) => string) | null
  /** Functions, so each is worded in the language of the moment it is shown. */
  blockFailed: () => string
  blocked: (name: string, sex: Sex) => { title: string; description: string }
  reportFailed: () => string
  reported: (name: string, sex: Sex) => { title: string; description: string }
  /** A refusal's own reason under the failure title (the chat shows it). */
  showRefusalReason: boolean
}

/** Discover's and Liked's wording. */
export const PROFILE_TEXTS: ProfileActionTexts = {
  liked: (name, sex) => t('notices.youLiked', { name, sex }),
  passed: (name, sex) => t('notices.youPassedOn', { name, sex }),
  blockFailed: () => t('notices.failedToBlock'),
  blocked: (name, sex) => ({
    title: t('notices.blocked'),
    description: t('notices.noLongerSeeEachOther', { name, sex }),
  }),
  reportFailed: () => t('notices.failedToSubmitReport'),
  reported: (name, sex) => ({
    title: t('notices.reportSubmittedFor', { name, sex }),
    description: t('notices.reportThanks'),
  }),
  showRefusalReason: false,
}

/** Discover's: a like or a pass shows no toast (the card leaves left or right; Undo follows a pass). */
export const DISCOVER_TEXTS: ProfileActionTexts = { ...PROFILE_TEXTS, liked: null, passed: null }

/** The chat's wording: its failures ask to try again, its confirmations are 'Blocked' and 'Reported'. */
export const CHAT_TEXTS: ProfileActionTexts = {
  ...PROFILE_TEXTS,
  blockFailed: () => t('notices.failedToBlockTryAgain'),
  blocked: (name, sex) => ({
    title: t('notices.blocked'),
    description: t('notices.hasBeenBlocked', { name, sex }),
  }),
  reportFailed: () => t('notices.failedToReportTryAgain'),
  reported: (name, sex) => ({
    title: t('notices.reported'),
    description: t('notices.reportSubmittedFor', { name, sex }),
  }),
  showRefusalReason: true,
}

/**
 * What became of a like. 'gone': the profile is no longer there for this user (deactivated, or
 * they blocked us), so the screen drops it; 'failed': it is still there and may be liked again.
 */
export type LikeOutcome = Exclude<LikeResult, { status: 'liked' }> | { status: 'liked' | 'gone' | 'failed' }
export type PassOutcome = 'passed' | 'gone' | 'failed'

export function useProfileActions(texts: ProfileActionTexts = PROFILE_TEXTS) {
  return useMemo(() => {
    const refusalReason = (error: unknown) =>
      texts.showRefusalReason && isRefusal(error) ? { description: error.message } : undefined

    return {
      /** "It's a Match!" is left to the caller, who decides where the moment lives. */
      async like(profile: ActedProfile): Promise<LikeOutcome> {
        try {
          const result = await likeProfile(profile.id)
          if (result.status === 'already_liked') {
            toast.info(t('notices.alreadyLiked'), { description: t('notices.alreadyLikedDescription') })
          } else if (result.status === 'liked' && texts.liked)
            toast.success(texts.liked(profile.name, profile.sex))
          return result
        } catch (error) {
          // A network or server failure may be tried again as it is; a refusal carries its reason.
          if (!isProfileGone(error) && isTransient(error)) {
            toast.error(t('notices.errorTitle'), { description: t('notices.failedToLikeTryAgain') })
          } else toast.error(t('notices.failedToLike', { reason: errorMessage(error) }))
          return { status: isProfileGone(error) ? 'gone' : 'failed' }
        }
      },

      async pass(profile: ActedProfile): Promise<PassOutcome> {
        try {
          await passProfile(profile.id)
          if (texts.passed) toast(texts.passed(profile.name, profile.sex))
          return 'passed'
        } catch (error) {
          toast.error(t('notices.failedToPass', { reason: errorMessage(error) }))
          return isProfileGone(error) ? 'gone' : 'failed'
        }
      },

      /** Resolves to whether the new state was saved. */
      async setFavorite(profile: ActedProfile, favorite: boolean): Promise<boolean> {
        try {
          await setFavorite(profile.id, favorite)
        } catch {
          toast.error(favorite ? t('notices.failedToFavorite') : t('notices.failedToUnfavorite'))
          return false
        }
        toast.success(favorite ? t('notices.addedToFavorites') : t('notices.removedFromFavorites'), {
          description: favorite
            ? t('notices.nowInFavorites', { name: profile.name, sex: profile.sex })
            : t('notices.noLongerInFavorites', { name: profile.name, sex: profile.sex }),
        })
        return true
      },

      /** Rejects on failure, so the confirmation dialog stays open. */
      async block(profile: ActedProfile): Promise<void> {
        try {
          await blockProfile(profile.id)
        } catch (error) {
          toast.error(texts.blockFailed(), refusalReason(error))
          throw error
        }
        const { title, description } = texts.blocked(profile.name, profile.sex)
        toast.success(title, { description })
      },

      /** Rejects on failure, so the report dialog stays open with the reason typed. */
      async report(profile: ActedProfile, report: ReportInput): Promise<void> {
        try {
          await reportProfile(profile.id, report)
        } catch (error) {
          toast.error(texts.reportFailed(), refusalReason(error))
          throw error
        }
        const { title, description } = texts.reported(profile.name, profile.sex)
        toast.success(title, { description })
      },
    }
  }, [texts])
}
