import { BadgeCheck, Camera } from 'lucide-react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { useT } from '../../../i18n'
import { errorMessage } from '../../../lib/api-client'
import { useMyVerification, useStartVerification, useSubmitSelfie } from '../api/moderation-calls'
import { poseText } from '../lib/words'

/** The camera while the member takes the selfie; stops it when the component goes. */
function SelfieCamera({
  onCapture,
  onUnavailable,
}: {
  onCapture: (blob: Blob) => void
  onUnavailable: () => void
}) {
  const t = useT()
  const video = useRef<HTMLVideoElement>(null)
  const [ready, setReady] = useState(false)

  useEffect(() => {
    let stream: MediaStream | undefined
    let cancelled = false
    navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: 'user' }, audio: false })
      .then((s) => {
        if (cancelled) {
          for (const track of s.getTracks()) track.stop()
          return
        }
        stream = s
        if (video.current) {
          video.current.srcObject = s
          void video.current.play().catch(() => {})
        }
        setReady(true)
      })
      .catch(onUnavailable) ?? onUnavailable()
    return () => {
      cancelled = true
      for (const track of stream?.getTracks() ?? []) track.stop()
    }
  }, [onUnavailable])

  function capture() {
    const v = video.current
    if (!v?.videoWidth) return
    const canvas = document.createElement('canvas')
    canvas.width = v.videoWidth
    canvas.height = v.videoHeight
    canvas.getContext('2d')?.drawImage(v, 0, 0)
    canvas.toBlob((blob) => blob && onCapture(blob), 'image/jpeg', 0.9)
  }

  return (
    <div className="space-y-3">
      {/* The member's own live picture; nothing is recorded until they press the button. */}
      <video
        ref={video}
        muted
        playsInline
        aria-label={t('moderation.verification.camera')}
        className="aspect-[4/3] w-full max-w-sm rounded-2xl bg-sand object-cover"
      />
      <Button onClick={capture} disabled={!ready}>
        <Camera aria-hidden size={18} className="me-2" /> {t('moderation.verification.take')}
      </Button>
    </div>
  )
}

/**
 * Verification on the account screen: ask for a pose, take the selfie (camera, or a picture
 * file when there is none), then wait for a moderator. The selfie is seen by moderators only and
 * deleted after their check.
 */
export function VerificationCard() {
  const t = useT()
  const state = useMyVerification()
  const start = useStartVerification()
  const submit = useSubmitSelfie()
  const [noCamera, setNoCamera] = useState(false)
  const [error, setError] = useState<string>()
  const markNoCamera = useRef(() => setNoCamera(true)).current

  function send(blob: Blob) {
    setError(undefined)
    submit.mutate(blob, { onError: (err) => setError(errorMessage(err)) })
  }

  if (!state.data) return null
  const { status, pose, reason } = state.data
  return (
    <section
      aria-labelledby="verification-title"
      className="space-y-3 rounded-3xl border border-line bg-white p-5 shadow-sm"
    >
      <h2 id="verification-title" className="flex items-center gap-2 font-display text-xl text-ink">
        <BadgeCheck aria-hidden size={20} className="text-sky-800" /> {t('moderation.verification.title')}
      </h2>
      {status === 'approved' ? (
        <p>
          {t.rich<ReactNode>('moderation.verification.approved', {
            b: (chunks) => <strong key="badge">{chunks}</strong>,
          })}
        </p>
      ) : status === 'pending' ? (
        <p role="status">{t('moderation.verification.pending')}</p>
      ) : status === 'requested' && pose ? (
        <div className="space-y-3">
          <p>
            {t.rich<ReactNode>(
              'moderation.verification.takePose',
              { b: (chunks) => <strong key="pose">{chunks}</strong> },
              { pose: poseText(t, pose) },
            )}
          </p>
          {noCamera ? (
            <label className="block space-y-1.5">
              <span className="block text-sm font-medium text-ink">
                {t('moderation.verification.choose')}
              </span>
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp"
                capture="user"
                onChange={(e) => {
                  const file = e.target.files?.[0]
                  if (file) send(file)
                }}
                className="block text-sm"
              />
            </label>
          ) : (
            <SelfieCamera onCapture={send} onUnavailable={markNoCamera} />
          )}
          {!noCamera && (
            <Button variant="link" size="sm" onClick={() => setNoCamera(true)}>
              {t('moderation.verification.chooseFile')}
            </Button>
          )}
          {submit.isPending && <p role="status">{t('moderation.verification.sending')}</p>}
        </div>
      ) : (
        <div className="space-y-3">
          {status === 'refused' && reason && (
            <p className="rounded-xl bg-cream px-4 py-3 text-ink">
              {t('moderation.verification.refused', { reason })}
            </p>
          )}
          {status === 'revoked' && (
            <p className="rounded-xl bg-cream px-4 py-3 text-ink">{t('moderation.verification.revoked')}</p>
          )}
          <p className="text-muted">{t('moderation.verification.intro')}</p>
          <Button
            variant="secondary"
            disabled={start.isPending}
            onClick={() => start.mutate(undefined, { onError: (err) => setError(errorMessage(err)) })}
          >
            {status === 'refused'
              ? t('moderation.verification.tryAgain')
              : t('moderation.verification.start')}
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="rounded-xl bg-destructive-soft px-4 py-3 text-sm text-destructive">
          {error}
        </p>
      )}
    </section>
  )
}
