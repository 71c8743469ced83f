import { myReportsSchema } from '@mithaq/domain'
import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { changeLocale } from '../../../i18n'
import { answer, api } from '../../../testing/api-answers'
import { minutesFromNow } from '../../../testing/factories'
import { server } from '../../../testing/msw-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { MyReportsCard } from './my-reports-card'

beforeAll(() => changeLocale('ar'))
afterAll(() => changeLocale('en'))

describe('my reports in Arabic', () => {
  it('names each status, category and date in Arabic', async () => {
    server.use(
      http.get(api('/reports/mine'), () =>
        answer(myReportsSchema, {
          reports: [
            {
              id: crypto.randomUUID(),
              reportedName: 'Zubair',
              category: 'Scam or money request',
              createdAt: minutesFromNow(-60),
              status: 'received',
            },
            {
              id: crypto.randomUUID(),
              reportedName: null,
              category: 'Harassment',
              createdAt: minutesFromNow(-600),
              status: 'action_taken',
            },
          ],
        }),
      ),
    )
    renderWithProviders(<MyReportsCard />)

    const card = await screen.findByRole('region', { name: 'بلاغاتك' })
    expect(document.documentElement.dir).toBe('rtl')
    const [first, second] = within(card).getAllByRole('listitem')
    expect(within(first!).getByText('تم الاستلام')).toBeDefined()
    expect(first!.textContent).toContain('احتيال أو طلب مال')
    expect(first!.textContent).toMatch(/[\u0660-\u0669]/)
    expect(within(first!).getByText('Zubair').getAttribute('dir')).toBe('auto')
    expect(within(second!).getByText('اتُّخذ إجراء')).toBeDefined()
    expect(within(second!).getByText('حساب مغلق')).toBeDefined()
    expect(second!.textContent).toContain('مضايقة')
  })
})
