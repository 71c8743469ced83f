import { type OwnPicture, ownPictureSchema } from '@mithaq/domain'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLocale } from '../../../../i18n'
import { renderWithProviders } from '../../../../testing/render-with-providers'
import { PictureManager } from './picture-manager'

const pictures: OwnPicture[] = [
  ownPictureSchema.parse({ id: 'p1', url: '/media/p1.webp', thumbnailUrl: '/media/p1-t.webp', position: 0 }),
]

describe('the pictures editor of a verified member', () => {
  afterEach(() => changeLocale('en'))

  it('says before the upload that a new picture takes the badge away, and the picker announces it', () => {
    renderWithProviders(<PictureManager pictures={pictures} isPrivate={false} isVerified />)
    const warning = screen.getByText(/adding a picture removes the badge/)
    expect(warning.textContent).toBe(
      'Your profile shows the badge Selfie checked by a moderator. The moderator compared your selfie with the pictures you have now, so adding a picture removes the badge. To get it back, take a new selfie on the Account tab.',
    )
    const picker = screen.getByLabelText('Add pictures')
    expect(picker.getAttribute('aria-describedby')?.split(' ')).toContain(warning.id)
  })

  it('says it in Arabic too', async () => {
    await changeLocale('ar')
    renderWithProviders(<PictureManager pictures={pictures} isPrivate={false} isVerified />)
    expect(screen.getByText(/إضافة صورة تُزيل الشارة/)).toBeDefined()
  })

  it('says nothing of a badge to a member without one', () => {
    renderWithProviders(<PictureManager pictures={pictures} isPrivate={false} isVerified={false} />)
    expect(screen.queryByText(/removes the badge/)).toBeNull()
    expect(screen.getByLabelText('Add pictures').getAttribute('aria-describedby')).toBeNull()
  })
})
