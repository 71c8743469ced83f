import '../styles.css'
import { isLocale } from '@mithaq/i18n'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { changeLocale, prepareLocale } from '../i18n'
import { Root } from './root'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// A transition, so React renders the first screen in slices of a few milliseconds and the main
// thread stays free for the browser between them (decision 185), instead of one long task.
// English comes with the app; another language's catalogue is fetched first (one small chunk).
// A landing page's language link (`/?lang=ar`) that reaches the app rather than the server (the
// service worker answers pages from its cache) chooses the language here.
const chosen = new URLSearchParams(window.location.search).get('lang')
void (isLocale(chosen) ? changeLocale(chosen) : prepareLocale()).then(() =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <BrowserRouter>
          <Root />
        </BrowserRouter>
      </StrictMode>,
    )
  }),
)
