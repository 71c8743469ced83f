import { afterEach, describe, expect, it } from 'vitest'
import { backButtonAction, listenForBackButton, type NativeApp } from './native-app'

describe('the Android back button', () => {
  it.each([
    [{ dialogOpen: true, pathname: '/app/profiles', canGoBack: true }, 'close-dialog'],
    [{ dialogOpen: true, pathname: '/app/chat/m1', canGoBack: false }, 'close-dialog'],
    [{ dialogOpen: false, pathname: '/app/chat/m1', canGoBack: true }, 'back'],
    [{ dialogOpen: false, pathname: '/app/notifications', canGoBack: true }, 'back'],
    [{ dialogOpen: false, pathname: '/app/chat/m1', canGoBack: false }, 'exit'],
    [{ dialogOpen: false, pathname: '/app/profiles', canGoBack: true }, 'exit'],
    [{ dialogOpen: false, pathname: '/app/profiles/', canGoBack: true }, 'exit'],
    [{ dialogOpen: false, pathname: '/', canGoBack: true }, 'exit'],
  ] as const)('%o: %s', (state, action) => {
    expect(backButtonAction(state)).toBe(action)
  })

  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('closes an open dialog with Escape, else goes back, else leaves the app', async () => {
    let press: ((event: { canGoBack: boolean }) => void) | undefined
    const done: string[] = []
    const app = {
      addListener: async (_event: string, listener: (event: { canGoBack: boolean }) => void) => {
        press = listener
        return { remove: async () => void done.push('removed') }
      },
      exitApp: async () => void done.push('exit'),
    } as unknown as NativeApp
    let pathname = '/app/chat/m1'
    const stop = await listenForBackButton(app, { back: () => done.push('back'), pathname: () => pathname })

    const dialog = document.createElement('div')
    dialog.setAttribute('role', 'dialog')
    dialog.dataset.state = 'open'
    document.body.append(dialog)
    document.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') {
        done.push('escape')
        dialog.remove()
      }
    })
    press?.({ canGoBack: true })
    press?.({ canGoBack: true })
    pathname = '/app/profiles'
    press?.({ canGoBack: true })
    stop()
    expect(done).toEqual(['escape', 'back', 'exit', 'removed'])
  })
})
