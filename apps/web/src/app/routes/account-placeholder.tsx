import { LogOut } from 'lucide-react'
import { Button } from '../../components/ui/button'
import { useSignOut } from '../../features/auth/api/use-sign-out'

export function AccountRoute() {
  const signOut = useSignOut()
  return (
    <section className="px-5 py-6">
      <div className="flex items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-ink">Your Profile</h1>
        <Button variant="ghost" size="icon" aria-label="Log out" onClick={signOut}>
          <LogOut aria-hidden size={20} />
        </Button>
      </div>
    </section>
  )
}
