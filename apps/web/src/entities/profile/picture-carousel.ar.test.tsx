import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLocale } from '../../i18n'
import { PictureCarousel } from './picture-carousel'

const pictures = ['/media/a.webp', '/media/b.webp', '/media/c.webp']

describe('the picture carousel', () => {
  afterEach(() => changeLocale('en'))

  it('steps forward with ArrowRight from its buttons, left to right', async () => {
    render(<PictureCarousel pictures={pictures} name="Maryam" sex="female" />)
    screen.getByRole('button', { name: 'Next picture' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByText('Picture 2 of 3')).toBeDefined()
    await userEvent.keyboard('{ArrowLeft}')
    expect(screen.getByText('Picture 1 of 3')).toBeDefined()
  })

  it('in Arabic, steps forward with ArrowLeft, and its chevrons turn', async () => {
    await changeLocale('ar')
    render(<PictureCarousel pictures={pictures} name="Maryam" sex="female" />)
    expect(document.documentElement.dir).toBe('rtl')
    const next = screen.getByRole('button', { name: 'الصورة التالية' })
    expect(next.querySelector('svg')?.getAttribute('class')).toContain('rtl:-scale-x-100')
    next.focus()
    await userEvent.keyboard('{ArrowLeft}')
    expect(screen.getByText('الصورة ٢ من ٣')).toBeDefined()
    expect(screen.getByRole('img', { name: 'Maryam، الصورة ٢ من ٣' })).toBeDefined()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    expect(screen.getByText('الصورة ٣ من ٣')).toBeDefined()
  })
})
