import { Filter, Heart, MessageCircleHeart } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from '../../components/ui/button'
import { Logo } from '../../components/ui/logo'
import { paths } from '../../config/paths'

const BLURBS: { title: string; body: string; icon: ReactNode }[] = [
  {
    title: "World's 1st Token Messaging Feature",
    body: 'Both of you commit a few tokens to open a conversation, and timers keep replies coming. Serious intentions, no silent endings.',
    icon: <MessageCircleHeart aria-hidden size={26} />,
  },
  {
    title: 'See Who Liked Your Profile for Free',
    body: 'Everyone who liked you is there to see, with no paywall between you and someone who is interested.',
    icon: <Heart aria-hidden size={26} />,
  },
  {
    title: 'Free Filters and No Premium Tier',
    body: 'Filter by age, location and height at no cost. Everyone gets the same app, and tokens are only for chatting with matches.',
    icon: <Filter aria-hidden size={26} />,
  },
]

export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-5xl items-center px-5 py-5">
        <Logo />
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-5">
        <section className="py-10 text-center sm:py-16">
          <h1 className="mx-auto max-w-3xl font-display text-4xl leading-tight text-ink sm:text-5xl">
            The Zero-Ghosting Muslim Marriage App Platform. Never Be Left on Read.
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">
            With our anti-ghosting tokens, both of you commit before a conversation begins, and gentle timers
            make sure every message gets an answer. Meet someone serious about marriage, with respect on both
            sides.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link to={paths.authSignUp} className={buttonClasses('primary', 'lg')}>
              Get Started
            </Link>
            <Link to={paths.auth} className={buttonClasses('secondary', 'lg')}>
              Already a Member?
            </Link>
          </div>
        </section>
        <section aria-label="Why Mithaq" className="grid gap-4 pb-16 sm:grid-cols-3">
          {BLURBS.map((blurb) => (
            <article key={blurb.title} className="rounded-3xl border border-line bg-white/80 p-6 shadow-sm">
              <div className="flex h-12 w-12 items-center justify-center rounded-2xl bg-primary-soft text-primary">
                {blurb.icon}
              </div>
              <h2 className="mt-4 font-display text-xl text-ink">{blurb.title}</h2>
              <p className="mt-2 text-muted">{blurb.body}</p>
            </article>
          ))}
        </section>
      </main>
      <footer className="border-t border-line bg-sand/60">
        <div className="mx-auto flex w-full max-w-5xl flex-col items-center gap-2 px-5 py-6 text-center text-sm text-muted sm:flex-row sm:justify-between sm:text-start">
          <p>© {new Date().getFullYear()} Mithaq. All rights reserved.</p>
          <p>Bringing hearts together, the halal way.</p>
          <Link to={paths.privacyPolicy} className="text-primary underline underline-offset-4">
            Privacy Policy
          </Link>
        </div>
      </footer>
    </div>
  )
}
