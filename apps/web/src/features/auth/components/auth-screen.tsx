import { ArrowLeft } from 'lucide-react'
import { Tabs } from 'radix-ui'
import { Link, useSearchParams } from 'react-router'
import { LanguagePicker } from '../../../components/ui/language-picker'
import { Logo } from '../../../components/ui/logo'
import { paths } from '../../../config/paths'
import { useT } from '../../../i18n'
import { SignInForm } from './sign-in-form'
import { SignUpForm } from './sign-up-form'

const tabClasses =
  'flex-1 rounded-full px-4 py-2 text-sm font-medium text-muted transition-colors data-[state=active]:bg-white data-[state=active]:text-primary data-[state=active]:shadow-sm'

/** Sign in or sign up; `?tab=sign-up` (the landing page's 'Get Started') opens on Sign Up. */
export function AuthScreen() {
  const t = useT()
  const [search] = useSearchParams()
  const initialTab = search.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in'
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-5 py-6">
      <Link
        to={paths.home}
        className="inline-flex items-center gap-1 self-start text-sm text-primary hover:underline"
      >
        <ArrowLeft aria-hidden size={16} className="rtl:-scale-x-100" /> {t('common.backToHome')}
      </Link>
      <div className="mt-8 flex flex-col items-center text-center">
        <Logo />
        <h1 className="mt-4 font-display text-2xl text-ink">{t('auth.welcome')}</h1>
        <p className="mt-1 text-muted">{t('auth.intro')}</p>
      </div>
      <Tabs.Root
        defaultValue={initialTab}
        className="mt-8 rounded-3xl border border-line bg-white/70 p-5 shadow-sm"
      >
        <Tabs.List aria-label={t('auth.tabs')} className="mb-6 flex gap-1 rounded-full bg-sand p-1">
          <Tabs.Trigger value="sign-in" className={tabClasses}>
            {t('auth.signIn')}
          </Tabs.Trigger>
          <Tabs.Trigger value="sign-up" className={tabClasses}>
            {t('auth.signUp')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="sign-in">
          <SignInForm />
        </Tabs.Content>
        <Tabs.Content value="sign-up">
          <SignUpForm />
        </Tabs.Content>
      </Tabs.Root>
      <LanguagePicker className="mx-auto mt-6 w-full max-w-56" />
    </main>
  )
}
