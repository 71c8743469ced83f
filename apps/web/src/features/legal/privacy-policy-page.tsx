import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClasses } from '../../components/ui/button'
import { Logo } from '../../components/ui/logo'
import { paths } from '../../config/paths'
import { PrivacyPolicyContent } from './privacy-policy-content'

export const PRIVACY_POLICY_UPDATED = '25-11-2026'

export function PrivacyPolicyPage({ supportEmail }: { supportEmail: string }) {
  return (
    <main className="mx-auto w-full max-w-3xl px-5 py-6">
      <div className="flex items-center justify-between gap-4">
        <Logo />
        <Link to={paths.home} className={buttonClasses('secondary', 'sm')}>
          <ArrowLeft aria-hidden size={16} /> Back to Home
        </Link>
      </div>
      <h1 className="mt-8 font-display text-3xl text-ink">Privacy Policy</h1>
      <p className="mt-2 text-sm text-muted">Last updated {PRIVACY_POLICY_UPDATED}</p>
      <div className="mt-6">
        <PrivacyPolicyContent supportEmail={supportEmail} />
      </div>
    </main>
  )
}
