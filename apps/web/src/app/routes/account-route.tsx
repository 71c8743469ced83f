import { FileText, Gavel, LogOut, type LucideIcon, Mail, Pencil, ShieldCheck } from 'lucide-react'
import { Link } from 'react-router'
import { Button, buttonClasses } from '../../components/ui/button'
import { paths } from '../../config/paths'
import { AccountManagementCard } from '../../features/account/components/account-management-card'
import { LanguageCard } from '../../features/account/components/language-card'
import { YourDataCard } from '../../features/account/components/your-data-card'
import { useMe } from '../../features/auth/api/get-me'
import { useForgetUser, useSignOut } from '../../features/auth/api/use-sign-out'
import { GuardianCard } from '../../features/guardian/components/guardian-card'
import { MyReportsCard } from '../../features/moderation/components/my-reports-card'
import { VerificationCard } from '../../features/moderation/components/verification-card'
import { OwnProfileCard } from '../../features/profiles/components/own-profile-card'
import { WalletCard } from '../../features/wallet/components/wallet-card'
import { useT } from '../../i18n'
import { useSiteConfig } from '../../lib/site-config'

/** /app/account: the own profile, the wallet, your data, account management, then help and the policy. */
export function AccountRoute() {
  const t = useT()
  const signOut = useSignOut()
  const forgetUser = useForgetUser()
  const { data: siteConfig } = useSiteConfig()
  const { data: me } = useMe()
  return (
    <section className="px-4 py-6 md:px-6">
      <div className="flex items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-ink">{t('common.account.title')}</h1>
        <div className="flex items-center gap-1">
          <Link
            to={paths.app.editProfile}
            aria-label={t('common.account.editProfile')}
            className={buttonClasses('ghost', 'icon')}
          >
            <Pencil aria-hidden size={20} />
          </Link>
          <Button variant="ghost" size="icon" aria-label={t('common.account.logOut')} onClick={signOut}>
            <LogOut aria-hidden size={20} className="rtl:-scale-x-100" />
          </Button>
        </div>
      </div>

      {/* On a desktop the card stands beside the rest, so its picture does not fill the screen. */}
      <div className="mt-5 space-y-5 md:grid md:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] md:items-start md:gap-6 md:space-y-0">
        <OwnProfileCard />
        <div className="space-y-5">
          <WalletCard />

          <VerificationCard />

          <MyReportsCard />

          <GuardianCard />

          <LanguageCard />

          <YourDataCard />

          <AccountManagementCard onSessionEnded={forgetUser} />

          <div className="space-y-3 rounded-3xl border border-line bg-white p-5 shadow-sm">
            <p className="flex items-center gap-2 text-ink">
              <Mail aria-hidden size={18} className="shrink-0 text-primary" />
              <span>
                {t.rich(
                  'common.account.help',
                  {
                    email: (chunks) =>
                      siteConfig ? (
                        <a
                          key="email"
                          dir="ltr"
                          href={`mailto:${siteConfig.supportEmail}`}
                          className="font-medium text-primary underline underline-offset-4 hover:text-primary-hover"
                        >
                          {chunks}
                        </a>
                      ) : (
                        <span key="email">{chunks}</span>
                      ),
                  },
                  { address: siteConfig?.supportEmail ?? '…' },
                )}
              </span>
            </p>
            {me?.isModerator && (
              <AccountLink icon={Gavel} to={paths.moderation} label={t('common.account.moderation')} />
            )}
            <AccountLink icon={ShieldCheck} to={paths.privacyPolicy} label={t('common.privacyPolicy')} />
            <AccountLink icon={FileText} to={paths.terms} label={t('common.terms')} />
          </div>
        </div>
      </div>
    </section>
  )
}

/** One of the account screen's closing links (moderation, the privacy policy, the Terms). */
function AccountLink({ icon: Icon, to, label }: { icon: LucideIcon; to: string; label: string }) {
  return (
    <p className="flex items-center gap-2">
      <Icon aria-hidden size={18} className="shrink-0 text-primary" />
      <Link
        to={to}
        className="font-medium text-primary underline underline-offset-4 hover:text-primary-hover"
      >
        {label}
      </Link>
    </p>
  )
}
