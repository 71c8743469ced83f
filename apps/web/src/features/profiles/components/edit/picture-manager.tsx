import { checkPictureSelection, type OwnPicture, type OwnProfile, PICTURES_MAX, word } from '@mithaq/domain'
import { useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, ArrowRight, Trash2 } from 'lucide-react'
import { type ReactNode, useId, useRef, useState } from 'react'
import { toast } from 'sonner'
import { formatNumber, useT } from '../../../../i18n'
import { errorCode, errorMessage } from '../../../../lib/api-client'
import { isRefusal } from '../../../../lib/retry'
import { mediaSrc } from '../../../../lib/transport'
import { deletePicture } from '../../api/delete-picture'
import { ownProfileQueryKey } from '../../api/get-own-profile'
import { reorderPictures } from '../../api/reorder-pictures'
import { uploadPictures } from '../../api/upload-pictures'
import { PictureFileInput } from '../picture-file-input'
import { PictureWarning } from '../picture-warning'
import { PicturesPrivacySwitch } from './pictures-privacy-switch'

const iconButton =
  'flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:bg-white disabled:cursor-not-allowed disabled:opacity-40'

/**
 * The own pictures on the edit screen. Each change is saved at once (it is not part of 'Save
 * Changes'): add (same limits as sign-up), remove (one must remain), and move earlier or later;
 * the first picture is the main one.
 */
export function PictureManager({
  pictures,
  isPrivate,
  isVerified = false,
  error,
}: {
  pictures: OwnPicture[]
  /** Pictures kept private (decision 260). */
  isPrivate: boolean
  /** The badge: a picture added now takes it away (the server's rule), so say so before. */
  isVerified?: boolean
  error?: string
}) {
  const t = useT()
  const warningId = useId()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState<'uploading' | 'removing' | 'moving'>()
  // Toasts announce themselves; a move has no toast, so it is announced here.
  const [announcement, setAnnouncement] = useState('')
  const saving = useRef(false)
  const dirty = useRef(false)

  const setPictures = (next: OwnPicture[]) =>
    queryClient.setQueryData<OwnProfile>(ownProfileQueryKey, (old) =>
      old ? { ...old, pictures: next } : old,
    )

  async function handleFiles(files: File[]) {
    const { accepted, errors } = checkPictureSelection(pictures.length, files)
    for (const error of errors) toast.error(word(t, error))
    if (accepted.length === 0) return
    setBusy('uploading')
    try {
      await uploadPictures(accepted)
      toast.success(t('notices.picturesUploadedOnEdit'))
    } catch (err) {
      // The server names the file and the reason; anything else is a failure of the request.
      toast.error(
        isRefusal(err)
          ? t('notices.failedToUploadImage', { message: err.message })
          : t('notices.errorUploadingPictures', { message: errorMessage(err) }),
      )
    } finally {
      // The files saved before a refusal are kept: the server's list is the truth.
      await queryClient.invalidateQueries({ queryKey: ownProfileQueryKey })
      setBusy(undefined)
    }
  }

  async function handleRemove(picture: OwnPicture, index: number) {
    if (pictures.length <= 1) {
      toast.error(t('notices.pictureLastOne'))
      return
    }
    setBusy('removing')
    try {
      const { pictures: remaining } = await deletePicture(picture.id)
      setPictures(remaining)
      toast.success(t('notices.pictureRemovedOnEdit'))
      // The focus would fall to the page: keep it in the pictures, on the neighbour.
      const neighbour = remaining[Math.min(index, remaining.length - 1)]
      if (neighbour) requestAnimationFrame(() => document.getElementById(`remove-${neighbour.id}`)?.focus())
    } catch (err) {
      toast.error(
        errorCode(err) === 'NOT_FOUND'
          ? t('notices.failedToRemovePictureFromProfile')
          : t('notices.failedToRemovePicture', { message: errorMessage(err) }),
      )
      await queryClient.invalidateQueries({ queryKey: ownProfileQueryKey })
    } finally {
      setBusy(undefined)
    }
  }

  /**
   * Saves the order on screen. Moves made while a save is under way are not lost: one more save
   * follows with the latest order, and only the last answer is put on screen.
   */
  async function saveOrder() {
    if (saving.current) {
      dirty.current = true
      return
    }
    saving.current = true
    setBusy('moving')
    try {
      do {
        dirty.current = false
        const current = queryClient.getQueryData<OwnProfile>(ownProfileQueryKey)?.pictures ?? []
        const { pictures: saved } = await reorderPictures({ ids: current.map((p) => p.id) })
        if (!dirty.current) setPictures(saved)
      } while (dirty.current)
    } catch (err) {
      toast.error(errorMessage(err))
      await queryClient.invalidateQueries({ queryKey: ownProfileQueryKey })
    } finally {
      saving.current = false
      setBusy(undefined)
    }
  }

  function move(index: number, delta: -1 | 1) {
    const target = index + delta
    if (target < 0 || target >= pictures.length) return
    const next = [...pictures]
    const [moved] = next.splice(index, 1)
    if (!moved) return
    next.splice(target, 0, moved)
    setPictures(next.map((p, position) => ({ ...p, position })))
    setAnnouncement(
      target === 0 ? t('profile.movedFirst') : t('profile.movedTo', { place: formatNumber(target + 1) }),
    )
    // Keep the focus on the picture that moved, on a button that still works there.
    const sameStillWorks = delta < 0 ? target > 0 : target < next.length - 1
    const direction = delta < 0 === sameStillWorks ? 'earlier' : 'later'
    requestAnimationFrame(() => document.getElementById(`move-${direction}-${moved.id}`)?.focus())
    void saveOrder()
  }

  return (
    <section aria-labelledby="edit-pictures-heading" className="space-y-3">
      <div className="flex items-baseline justify-between">
        <h2 id="edit-pictures-heading" className="text-sm font-medium text-ink">
          {t('profile.pictures')}
        </h2>
        <p className="text-sm text-muted">
          {t('profile.picturesCount', {
            count: formatNumber(pictures.length),
            max: formatNumber(PICTURES_MAX),
          })}
        </p>
      </div>
      <p className="text-sm text-muted">{t('profile.picturesHint')}</p>
      {isVerified && pictures.length < PICTURES_MAX && (
        <p id={warningId} className="rounded-xl bg-cream px-4 py-3 text-sm text-ink">
          {t.rich<ReactNode>('profile.picturesVerifiedWarning', {
            b: (chunks) => <strong key="badge">{chunks}</strong>,
          })}
        </p>
      )}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {pictures.map((picture, index) => (
          <li key={picture.id} className="relative aspect-square overflow-hidden rounded-2xl bg-sand">
            <img
              src={mediaSrc(picture.thumbnailUrl)}
              alt={t(index === 0 ? 'profile.ownPictureMain' : 'profile.ownPicture', {
                index: formatNumber(index + 1),
                count: formatNumber(pictures.length),
              })}
              className="h-full w-full object-cover"
            />
            {index === 0 && (
              <span className="absolute start-2 top-2 rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-semibold text-primary">
                {t('profile.main')}
              </span>
            )}
            <button
              id={`remove-${picture.id}`}
              type="button"
              aria-label={t('profile.removePicture', { index: formatNumber(index + 1) })}
              onClick={() => handleRemove(picture, index)}
              disabled={busy !== undefined}
              className={`absolute end-2 top-2 ${iconButton}`}
            >
              <Trash2 aria-hidden size={16} />
            </button>
            <div className="absolute inset-x-2 bottom-2 flex justify-between">
              <button
                id={`move-earlier-${picture.id}`}
                type="button"
                aria-label={t('profile.moveEarlier', { index: formatNumber(index + 1) })}
                onClick={() => move(index, -1)}
                disabled={index === 0}
                className={iconButton}
              >
                <ArrowLeft aria-hidden size={16} className="rtl:-scale-x-100" />
              </button>
              <button
                id={`move-later-${picture.id}`}
                type="button"
                aria-label={t('profile.moveLater', { index: formatNumber(index + 1) })}
                onClick={() => move(index, 1)}
                disabled={index === pictures.length - 1}
                className={iconButton}
              >
                <ArrowRight aria-hidden size={16} className="rtl:-scale-x-100" />
              </button>
            </div>
          </li>
        ))}
        {pictures.length < PICTURES_MAX && (
          <li className={pictures.length === 0 ? 'col-span-full' : undefined}>
            <PictureFileInput
              compact={pictures.length > 0}
              onFiles={handleFiles}
              disabled={busy !== undefined}
              describedBy={isVerified ? warningId : undefined}
              label={busy === 'uploading' ? t('profile.uploading') : t('profile.addPictures')}
            />
          </li>
        )}
      </ul>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <PicturesPrivacySwitch isPrivate={isPrivate} />
      <PictureWarning />
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  )
}
