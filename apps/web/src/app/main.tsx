import '../styles.css'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { prepareLocale } from '../i18n'
import { Root } from './root'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// A transition, so React renders the first screen in slices of a few milliseconds and the main
// thread stays free for the browser between them (decision 185), instead of one long task.
// English comes with the app; another language's catalogue is fetched first (one small chunk).
void prepareLocale().then(() =>
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
