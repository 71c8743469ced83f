import { LoadingIndicator } from '../../components/ui/loading-indicator'
import { PrivacyPolicyPage } from '../../features/legal/privacy-policy-page'
import { useSiteConfig } from '../../lib/site-config'

/** /privacy-policy, which names the support address the server is configured with. */
export function PrivacyPolicyRoute() {
  const { data } = useSiteConfig()
  if (!data) return <LoadingIndicator fullScreen />
  return <PrivacyPolicyPage supportEmail={data.supportEmail} />
}
