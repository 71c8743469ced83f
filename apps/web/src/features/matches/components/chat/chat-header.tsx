import type { MatchDetail } from '@mithaq/domain'
import { ArrowLeft, Ban, EllipsisVertical, Eye, EyeOff, Flag, HeartCrack, UserRound } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '../../../../config/paths'
import { Avatar } from '../../../../entities/profile/avatar'
import { DemoBadge } from '../../../../entities/profile/demo-badge'
import { privatePicturesText } from '../../../../entities/profile/private-pictures-label'
import { useFormatLocation } from '../../../../entities/profile/profile-text'
import { useT } from '../../../../i18n'

export type ChatMenuAction = 'profile' | 'unmatch' | 'block' | 'report'

function MenuItem({
  icon,
  children,
  onSelect,
}: {
  icon: ReactNode
  children: ReactNode
  onSelect: () => void
}) {
  return (
    <DropdownMenu.Item
      onSelect={onSelect}
      className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-ink outline-none data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary"
    >
      {icon}
      {children}
    </DropdownMenu.Item>
  )
}

/**
 * Back to matches, who this is, and the menu: View Profile, my private pictures shown or blurred
 * again (decision 260), Unmatch, Block, Report.
 */
export function ChatHeader({
  match,
  onAction,
  onPicturesRevealed,
}: {
  match: MatchDetail
  onAction: (a: ChatMenuAction) => void
  /** Reveal my private pictures to them (true) or blur them again (false). */
  onPicturesRevealed: (revealed: boolean) => void
}) {
  const t = useT()
  const formatLocation = useFormatLocation()
  const { profile } = match
  const active = match.status !== 'unmatched'
  return (
    <header className="sticky top-0 z-20 flex items-center gap-3 border-b border-line bg-white/95 px-2 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2 backdrop-blur sm:px-4">
      <Link
        to={paths.app.matches}
        aria-label={t('chat.header.back')}
        // From 1024 px the list is beside the conversation, so there is nowhere to go back to.
        className="flex lg:hidden h-11 w-11 shrink-0 items-center justify-center rounded-full text-primary hover:bg-primary-soft"
      >
        <ArrowLeft aria-hidden size={22} className="rtl:-scale-x-100" />
      </Link>
      <Avatar name={profile.name} picture={profile.pictures[0]} size="sm" />
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 items-center gap-2">
          <h1 dir="auto" className="truncate font-display text-lg leading-tight text-ink">
            {profile.name}
          </h1>
          {profile.isDemo && <DemoBadge />}
        </div>
        {/* The page's direction, not the first letter's: in Arabic the line is an Arabic sentence
            ('Manchester، المملكة المتحدة') whose Latin city formatLocation already isolates. */}
        <p className="truncate text-sm text-muted">{formatLocation(profile.location)}</p>
        {profile.picturesBlurred && (
          <p className="flex items-center gap-1 truncate text-xs text-muted">
            <EyeOff aria-hidden size={13} className="shrink-0" />
            <span className="truncate">{privatePicturesText(profile.sex)}</span>
          </p>
        )}
      </div>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          aria-label={t('chat.header.options')}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-sand"
        >
          <EllipsisVertical aria-hidden size={22} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-40 min-w-48 rounded-2xl border border-line bg-white p-1.5 shadow-lg"
          >
            <MenuItem icon={<UserRound aria-hidden size={18} />} onSelect={() => onAction('profile')}>
              {t('chat.header.viewProfile')}
            </MenuItem>
            {active && match.myPictures === 'private' && (
              <MenuItem icon={<Eye aria-hidden size={18} />} onSelect={() => onPicturesRevealed(true)}>
                {t('chat.header.revealPictures', { name: profile.name, sex: profile.sex })}
              </MenuItem>
            )}
            {active && match.myPictures === 'revealed' && (
              <MenuItem icon={<EyeOff aria-hidden size={18} />} onSelect={() => onPicturesRevealed(false)}>
                {t('chat.header.blurPictures')}
              </MenuItem>
            )}
            {active && (
              <MenuItem icon={<HeartCrack aria-hidden size={18} />} onSelect={() => onAction('unmatch')}>
                {t('chat.header.unmatch')}
              </MenuItem>
            )}
            <DropdownMenu.Separator className="my-1 h-px bg-line" />
            <MenuItem icon={<Ban aria-hidden size={18} />} onSelect={() => onAction('block')}>
              {t('chat.header.block')}
            </MenuItem>
            <MenuItem icon={<Flag aria-hidden size={18} />} onSelect={() => onAction('report')}>
              {t('chat.header.report')}
            </MenuItem>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </header>
  )
}
