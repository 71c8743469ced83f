import { checkPictureSelection, PICTURE_MAX_BYTES, PICTURES_MAX, word } from '@mithaq/domain'
import { Info, X } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../../components/ui/button'
import { formatNumber, useT } from '../../../../i18n'
import { withRetry } from '../../../../lib/retry'
import { preparePicture, type SelectedPicture } from '../../hooks/use-selected-pictures'
import { type BannerContent, ErrorBanner } from '../error-banner'
import { PictureFileInput } from '../picture-file-input'
import { PictureWarning } from '../picture-warning'
import { ProcessingOverlay } from '../processing-overlay'
import { StepActions } from './step-actions'

/** Step 3: one to five pictures, checked and previewed on the device; nothing is sent yet. */
export function PicturesStep({
  pictures,
  onAdd,
  onRemove,
  lostOnReload,
  serverError,
  onBack,
  onNext,
}: {
  pictures: SelectedPicture[]
  onAdd: (pictures: SelectedPicture[]) => void
  onRemove: (id: string) => void
  /** The draft had pictures before a reload: files are not kept, so they must be chosen again. */
  lostOnReload: boolean
  serverError?: string
  onBack: () => void
  onNext: () => void
}) {
  const t = useT()
  const [processing, setProcessing] = useState(false)
  const [banner, setBanner] = useState<BannerContent>()
  const [missing, setMissing] = useState(false)

  async function handleFiles(files: File[]) {
    setBanner(undefined)
    setMissing(false)
    const checked = checkPictureSelection(pictures.length, files)
    const { accepted } = checked
    const errors = checked.errors.map((error) => word(t, error))
    const ready: SelectedPicture[] = []
    if (accepted.length > 0) {
      setProcessing(true)
      for (const file of accepted) {
        try {
          // docs/product.md § 12: processing is tried twice, a second apart.
          ready.push(
            await withRetry(() => preparePicture(file), {
              attempts: 2,
              delayMs: 1000,
              shouldRetry: () => true,
            }),
          )
        } catch {
          errors.push(
            t('signup.pictures.fileProblem', {
              name: file.name,
              sex: null,
              problem: t('notices.pictureDamaged'),
            }),
          )
        }
      }
      setProcessing(false)
    }
    // No toast: the pictures appear in the grid, which says it better (decision 182).
    if (ready.length > 0) onAdd(ready)
    if (errors.length > 0) setBanner({ title: t('notices.processPicturesFailedTitle'), messages: errors })
  }

  function handleRemove(picture: SelectedPicture) {
    onRemove(picture.id)
    toast.success(t('notices.pictureRemoved'))
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (pictures.length === 0) {
      setMissing(true)
      return
    }
    onNext()
  }

  const error = missing && pictures.length === 0 ? t('notices.picturesRequired') : serverError
  const full = pictures.length >= PICTURES_MAX

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-6">
      <PictureWarning />
      {lostOnReload && pictures.length === 0 && (
        <p role="status" className="flex gap-2 rounded-2xl bg-primary-soft p-4 text-sm text-primary">
          <Info aria-hidden size={18} className="mt-0.5 shrink-0" />
          {t('signup.pictures.lostOnReload')}
        </p>
      )}
      {banner && <ErrorBanner banner={banner} onDismiss={() => setBanner(undefined)} />}

      <section aria-labelledby="chosen-pictures" className="space-y-3">
        <div className="flex items-baseline justify-between">
          <h2 id="chosen-pictures" className="text-sm font-medium text-ink">
            {t('signup.pictures.heading')}
          </h2>
          <p className="text-sm text-muted">
            {t('signup.pictures.count', {
              count: formatNumber(pictures.length),
              max: formatNumber(PICTURES_MAX),
            })}
          </p>
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {pictures.map((picture, index) => (
            <li key={picture.id} className="relative aspect-square overflow-hidden rounded-2xl bg-sand">
              <img
                src={picture.previewUrl}
                alt={t('signup.pictures.chosenAlt', {
                  number: formatNumber(index + 1),
                  total: formatNumber(pictures.length),
                  name: picture.file.name,
                  sex: null, // a file's name, not a person's
                })}
                className="h-full w-full object-cover"
              />
              {index === 0 && (
                <span className="absolute bottom-2 start-2 rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-semibold text-primary">
                  {t('signup.pictures.main')}
                </span>
              )}
              <button
                type="button"
                aria-label={t('signup.pictures.remove', {
                  number: formatNumber(index + 1),
                  name: picture.file.name,
                  sex: null, // a file's name, not a person's
                })}
                onClick={() => handleRemove(picture)}
                className="absolute end-2 top-2 flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:bg-white"
              >
                <X aria-hidden size={18} />
              </button>
            </li>
          ))}
          {!full && (
            <li className={pictures.length === 0 ? 'col-span-full' : undefined}>
              <PictureFileInput
                compact={pictures.length > 0}
                onFiles={handleFiles}
                disabled={processing}
                hint={
                  pictures.length === 0
                    ? t('signup.pictures.fileHint', { size: formatNumber(PICTURE_MAX_BYTES / 1024 / 1024) })
                    : undefined
                }
                label={pictures.length === 0 ? t('signup.pictures.add') : t('signup.pictures.addMore')}
              />
            </li>
          )}
        </ul>
        {pictures.length === 0 && !error && (
          <p className="text-sm text-muted">
            {t('signup.pictures.choose', { min: formatNumber(1), max: formatNumber(PICTURES_MAX) })}
          </p>
        )}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </section>

      <StepActions onBack={onBack}>
        <Button type="submit" className="w-full md:w-auto md:min-w-40">
          {t('signup.next')}
        </Button>
      </StepActions>
      {processing && <ProcessingOverlay message={t('notices.processingPictures')} />}
    </form>
  )
}
