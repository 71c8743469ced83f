import { ShieldAlert } from 'lucide-react'

/** docs/product.md § 4, sign-up step 3: pictures must be of the user; anything else costs the account. */
export function PictureWarning() {
  return (
    <div className="flex gap-3 rounded-2xl border border-gold/60 bg-gold/15 p-4 text-sm text-ink">
      <ShieldAlert aria-hidden size={20} className="mt-0.5 shrink-0 text-gold-ink" />
      <p>
        <span className="font-semibold">Your pictures must be of you.</span> Unclear pictures, pictures of
        someone else or inappropriate pictures lead to the suspension of your account.
      </p>
    </div>
  )
}
