import {
  EMPTY_FAITH_SETTINGS,
  type FaithInput,
  type FaithSettings,
  faithSettingsSchema,
} from '@mithaq/domain'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLocale } from '../../../../i18n'
import { answer, api } from '../../../../testing/api-answers'
import { server } from '../../../../testing/msw-server'
import { renderWithProviders } from '../../../../testing/render-with-providers'
import { FaithEditor } from './faith-editor'

/** The server's side: the saved settings, and what each save and withdrawal sent. */
function faithServer(initial: FaithSettings) {
  let current = initial
  const saves: FaithInput[] = []
  let withdrawals = 0
  server.use(
    http.get(api('/profile/faith'), () => answer(faithSettingsSchema, current)),
    http.put(api('/profile/faith'), async ({ request }) => {
      const input = (await request.json()) as FaithInput
      saves.push(input)
      current = { consentAt: '2026-11-28T05:00:00.000Z', answers: input.answers, shown: input.shown }
      return answer(faithSettingsSchema, current)
    }),
    http.delete(api('/profile/faith/consent'), () => {
      withdrawals += 1
      current = EMPTY_FAITH_SETTINGS
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return { saves, withdrawals: () => withdrawals }
}

afterEach(() => changeLocale('en'))

describe('Faith and family', () => {
  it('says why, how and who before the first save, and saves nothing until consent is ticked', async () => {
    const user = userEvent.setup()
    const sent = faithServer(EMPTY_FAITH_SETTINGS)
    renderWithProviders(<FaithEditor sex="female" />)
    expect(await screen.findByRole('heading', { name: 'Faith and family' })).toBeDefined()
    expect(screen.getByText(/^Why we ask:/)).toBeDefined()
    expect(screen.getByText(/^How we use them:/)).toBeDefined()
    expect(screen.getByText(/^Who sees them:/)).toBeDefined()
    // Covering is asked of women; beard is not.
    expect(screen.getByLabelText('Covering')).toBeDefined()
    expect(screen.queryByLabelText('Beard')).toBeNull()
    // Every field starts on 'Prefer not to say'.
    expect((screen.getByLabelText('Prayer') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'Prefer not to say',
    )

    await user.selectOptions(screen.getByLabelText('Prayer'), 'fiveDaily')
    await user.click(screen.getByRole('button', { name: 'Save Faith and family' }))
    expect(await screen.findByText('Please tick the box to agree before saving your answers.')).toBeDefined()
    const consent = screen.getByRole('checkbox', { name: /I agree that Mithaq keeps/ })
    expect(document.activeElement).toBe(consent)
    expect(sent.saves).toHaveLength(0)

    await user.click(consent)
    await user.click(screen.getByRole('button', { name: 'Save Faith and family' }))
    await screen.findByText(/You agreed on/)
    expect(sent.saves).toEqual([{ consent: true, answers: { prayer: 'fiveDaily' }, shown: [] }])
  })

  it("shows on the profile only the answers whose 'Show on my profile' is on", async () => {
    const user = userEvent.setup()
    const sent = faithServer(EMPTY_FAITH_SETTINGS)
    renderWithProviders(<FaithEditor sex="male" />)
    await user.selectOptions(await screen.findByLabelText('Beard'), 'trimmed')
    await user.selectOptions(screen.getByLabelText('Hopes to marry'), 'withinYear')
    const timeline = screen.getByLabelText('Hopes to marry').closest('[data-field]') as HTMLElement
    await user.click(within(timeline).getByRole('checkbox', { name: 'Show on my profile' }))
    // A field without an answer has nothing to show.
    const sect = screen.getByLabelText('Sect').closest('[data-field]') as HTMLElement
    expect(within(sect).getByRole('checkbox', { name: 'Show on my profile' })).toHaveProperty(
      'disabled',
      true,
    )
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }))
    await user.click(screen.getByRole('button', { name: 'Save Faith and family' }))
    await screen.findByText(/You agreed on/)
    expect(sent.saves[0]).toEqual({
      consent: true,
      answers: { beard: 'trimmed', marriageTimeline: 'withinYear' },
      shown: ['marriageTimeline'],
    })
  })

  it('withdraws the consent after a confirmation, and the answers are gone', async () => {
    const user = userEvent.setup()
    const sent = faithServer({
      consentAt: '2026-11-20T10:00:00.000Z',
      answers: { prayer: 'usually' },
      shown: ['prayer'],
    })
    renderWithProviders(<FaithEditor sex="female" />)
    await user.click(await screen.findByRole('button', { name: 'Withdraw consent and delete my answers' }))
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your consent?' })
    expect(sent.withdrawals()).toBe(0)
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw and delete' }))
    await screen.findByRole('checkbox', { name: /I agree/ })
    expect(sent.withdrawals()).toBe(1)
    expect((screen.getByLabelText('Prayer') as HTMLSelectElement).value).toBe('preferNotToSay')
  })

  it('reads right to left in Arabic', async () => {
    await changeLocale('ar')
    faithServer(EMPTY_FAITH_SETTINGS)
    renderWithProviders(<FaithEditor sex="female" />)
    expect(await screen.findByRole('heading', { name: 'الدين والأسرة' })).toBeDefined()
    expect(document.documentElement.dir).toBe('rtl')
    expect(screen.getByLabelText('الصلاة')).toBeDefined()
    expect(screen.getByRole('button', { name: 'حفظ الدين والأسرة' })).toBeDefined()
  })
})
