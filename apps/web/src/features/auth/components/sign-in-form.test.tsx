import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { Toasts } from '../../../app/toasts'
import { api } from '../../../testing/api-answers'
import { server } from '../../../testing/msw-server'
import { renderWithProviders } from '../../../testing/render-with-providers'
import { SignInForm } from './sign-in-form'

// The notice of changed Terms (decision 375): the server says `termsUpdated` once, on the first
// sign-in after the Terms in force changed (terms.test.ts on the server proves the once); the form
// says so with a way to read them. Every new account agrees at sign-up, so a browser journey cannot
// make an account that has not agreed.

async function signInAnswering(answer: Record<string, unknown>) {
  server.use(http.post(api('/auth/sign-in/email'), () => HttpResponse.json(answer)))
  renderWithProviders(
    <>
      <SignInForm />
      <Toasts />
    </>,
    { path: '/auth' },
  )
  await userEvent.type(screen.getByLabelText('Email'), 'amina@example.com')
  await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'a long enough password')
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }))
}

describe('signing in after the Terms changed', () => {
  it('says when they changed and offers to read them', async () => {
    await signInAnswering({ signedIn: true, termsUpdated: '2026-11-28' })
    expect(await screen.findByText(/^Our Terms of Use changed on November 28, 2026\./)).toBeDefined()
    expect(screen.getByRole('button', { name: 'Read the Terms' })).toBeDefined()
  })
})
