import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useT } from '../../i18n'
import { Button } from './button'

interface State {
  error: Error | null
}

interface Props {
  children: ReactNode
  /**
   * Shown instead of the error screen: for a part the screen can do without (null hides it), so
   * its failure leaves the rest of the screen as it was.
   */
  fallback?: ReactNode
}

/** Catches a render error below it and offers to try again, so one failure never blanks the app. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render error', error, info.componentStack)
  }

  override render() {
    if (!this.state.error) return this.props.children
    if (this.props.fallback !== undefined) return this.props.fallback
    return <ErrorScreen message={this.state.error.message} onRetry={() => this.setState({ error: null })} />
  }
}

export function ErrorScreen({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const t = useT()
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="font-display text-2xl text-ink">{t('notices.somethingWentWrong')}</h1>
      <p className="text-muted">{message || t('notices.unexpectedErrorTryAgain')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>{t('common.tryAgain')}</Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('common.reloadPage')}
        </Button>
      </div>
    </div>
  )
}
