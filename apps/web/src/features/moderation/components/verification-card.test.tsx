import { VERIFICATION_POSES, verificationStateSchema } from '@mithaq/domain'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { answer, api } from '../../../testing/api-answers'
import { server } from '../../../testing/msw-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { VerificationCard } from './verification-card'

describe('the verification card after the badge was taken away', () => {
  it('says why the badge went and lets the member take a new selfie', async () => {
    server.use(
      http.get(api('/verification'), () =>
        answer(verificationStateSchema, { status: 'revoked', pose: null, reason: null }),
      ),
      http.post(api('/verification/start'), () =>
        answer(verificationStateSchema, { status: 'requested', pose: VERIFICATION_POSES[1], reason: null }),
      ),
    )
    renderWithProviders(<VerificationCard />)
    expect(
      await screen.findByText(
        'You added a picture after your selfie was checked, so your profile no longer shows the badge. Your earlier selfie was deleted after its check: take a new one to get the badge back.',
      ),
    ).toBeDefined()
    await userEvent.click(screen.getByRole('button', { name: 'Verify my profile' }))
    expect(await screen.findByText('Touch your left ear with your left hand')).toBeDefined()
  })
})
