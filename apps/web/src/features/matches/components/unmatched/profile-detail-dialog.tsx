import type { UnmatchedListItem } from '@mithaq/domain'
import { Briefcase, GraduationCap, MapPin } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../../../../components/ui/button'
import { Dialog } from '../../../../components/ui/dialog'
import { LoadingIndicator } from '../../../../components/ui/loading-indicator'
import { Avatar } from '../../../../entities/profile/avatar'
import { useFormatLocation } from '../../../../entities/profile/profile-text'
import { formatNumber, useT } from '../../../../i18n'
import { errorMessage } from '../../../../lib/api-client'
import { useMatch } from '../../api/get-match'
import { ReasonLabel } from './reason-label'
import { RemoveForeverButton } from './remove-forever-button'

export interface ProfileDetailDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  item: UnmatchedListItem
  onRematch: () => void
  onHistory: () => void
  onRemove: () => void
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // dt and dd sit directly in the div a <dl> allows (a wrapper between them is invalid and
    // screen readers lose the pairing); the icon is positioned inside the dt, not beside it.
    <div className="relative min-w-0 rounded-2xl bg-cream py-2.5 pe-3 ps-10">
      <dt className="text-xs font-medium text-muted">
        <span className="absolute top-3 start-3 text-primary">{icon}</span>
        {label}
      </dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  )
}

/** An unmatched profile: location, occupation, education, about me, and why it ended. */
export function ProfileDetailDialog({
  open,
  onOpenChange,
  item,
  onRematch,
  onHistory,
  onRemove,
}: ProfileDetailDialogProps) {
  const t = useT()
  const formatLocation = useFormatLocation()
  const { profile } = item
  const detail = useMatch(item.id)
  const full = detail.data?.profile
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('matches.nameAge', { name: profile.name, sex: profile.sex, age: formatNumber(profile.age) })}
    >
      <div className="flex items-center gap-3">
        <Avatar name={profile.name} picture={profile.picture} size="lg" />
        <ReasonLabel reason={item.reason} name={profile.name} sex={profile.sex} />
      </div>
      {detail.isPending ? (
        <LoadingIndicator size="small" />
      ) : detail.isError || !full ? (
        <p role="alert" className="mt-4 text-sm text-destructive">
          {errorMessage(detail.error)}
        </p>
      ) : (
        <>
          <dl className="mt-4 grid gap-2">
            <Detail icon={<MapPin aria-hidden size={18} />} label={t('matches.detail.location')}>
              <span>{formatLocation(full.location)}</span>
            </Detail>
            <Detail icon={<Briefcase aria-hidden size={18} />} label={t('matches.detail.occupation')}>
              {full.occupation ? <span dir="auto">{full.occupation}</span> : t('matches.detail.notSpecified')}
            </Detail>
            <Detail icon={<GraduationCap aria-hidden size={18} />} label={t('matches.detail.education')}>
              {full.education ? <span dir="auto">{full.education}</span> : t('matches.detail.notSpecified')}
            </Detail>
          </dl>
          {full.aboutMe && (
            <section className="mt-4">
              <h3 className="text-sm font-semibold uppercase tracking-wide text-gold-ink">
                {t('matches.detail.aboutMe')}
              </h3>
              <p dir="auto" className="mt-1 whitespace-pre-line text-start leading-relaxed text-ink/90">
                {full.aboutMe}
              </p>
            </section>
          )}
        </>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <RemoveForeverButton onClick={onRemove} />
        {item.canRematch ? (
          <Button onClick={onRematch}>{t('matches.rematchButton')}</Button>
        ) : (
          <Button onClick={onHistory}>{t('matches.detail.viewHistory')}</Button>
        )}
      </div>
    </Dialog>
  )
}
