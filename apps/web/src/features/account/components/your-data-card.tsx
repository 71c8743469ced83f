import { Download } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/api-client'
import { exportMyData, saveFile } from '../api/export-data'

/** 'Your Data' on /app/account: one click downloads everything we hold about the member. */
export function YourDataCard() {
  const [busy, setBusy] = useState(false)

  async function handleDownload() {
    setBusy(true)
    try {
      saveFile(await exportMyData())
      toast.success('Your data is downloading', {
        description: 'A zip file with your data and pictures, made just now.',
      })
    } catch (error) {
      toast.error('We could not prepare your data', { description: errorMessage(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section
      aria-labelledby="your-data-title"
      className="rounded-3xl border border-line bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="your-data-title" className="font-display text-xl text-ink">
          Your Data
        </h2>
        <Download aria-hidden size={22} className="text-primary" />
      </div>
      <p className="mt-2 text-sm text-muted">
        Download a copy of everything we hold about you: your profile and pictures, likes, matches and their
        messages, tokens, notifications and the reports you made. It is made when you ask and kept nowhere
        else.
      </p>
      <Button
        variant="secondary"
        className="mt-4 w-full"
        onClick={handleDownload}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? 'Preparing your data...' : 'Download My Data'}
      </Button>
    </section>
  )
}
