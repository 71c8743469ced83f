import { LoadingIndicator } from '../../components/ui/loading-indicator'
import { TermsPage } from '../../features/legal/terms-page'
import { useSiteConfig } from '../../lib/site-config'

/** /terms, which names the support address the server is configured with. */
export function TermsRoute() {
  const { data } = useSiteConfig()
  if (!data) return <LoadingIndicator fullScreen />
  return <TermsPage supportEmail={data.supportEmail} />
}
