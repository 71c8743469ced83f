import { LogOut } from 'lucide-react'
import { Button } from '../../components/ui/button'
import { Logo } from '../../components/ui/logo'
import { useSignOut } from '../../features/auth/api/use-sign-out'

/** Step 1 of the sign-up flow stands here until profile creation is built. */
export function SignupPlaceholderRoute() {
  const signOut = useSignOut()
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-5 py-6">
      <div className="flex items-center justify-between">
        <Logo />
        <Button variant="ghost" size="sm" onClick={signOut}>
          <LogOut aria-hidden size={16} /> Sign Out
        </Button>
      </div>
      <p className="mt-8 text-sm font-medium text-muted">Step 1 of 4</p>
      <h1 className="mt-1 font-display text-3xl text-ink">Create your profile</h1>
      <p className="mt-3 text-muted">Tell us the basics about yourself to begin.</p>
    </main>
  )
}
