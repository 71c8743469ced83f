import '../styles.css'
import { StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { LoadingIndicator } from '../components/ui/loading-indicator'
import { AppProvider } from './provider'
import { AppRoutes } from './router'
import { Toasts } from './toasts'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <BrowserRouter>
        {/* The first screen's code is still downloading (lazy-page.tsx). */}
        <Suspense fallback={<LoadingIndicator fullScreen />}>
          <AppRoutes />
        </Suspense>
        <Toasts />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>,
)
