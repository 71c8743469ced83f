import { Download } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { useT } from '../../../i18n'
import { errorMessage } from '../../../lib/api-client'
import { isNativeShell } from '../../../lib/transport'
import { exportMyData, saveFile } from '../api/export-data'

/**
 * 'Your Data' on /app/account: one click downloads everything we hold about the member; in the
 * Android and iOS app it opens the share sheet with the file.
 */
export function YourDataCard() {
  const t = useT()
  const [busy, setBusy] = useState(false)

  async function handleDownload() {
    setBusy(true)
    try {
      const file = await exportMyData()
      if (isNativeShell) {
        // The shell's WebView downloads nothing: the file goes to the share sheet (lib/native-files.ts).
        const { shareNativeFile } = await import('../../../lib/native-files')
        await shareNativeFile({ ...file, title: t('account.data.title') })
      } else {
        saveFile(file)
        toast.success(t('account.data.downloading'), { description: t('account.data.downloadingText') })
      }
    } catch (error) {
      toast.error(t('account.data.failed'), { description: errorMessage(error) })
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
          {t('account.data.title')}
        </h2>
        <Download aria-hidden size={22} className="text-primary" />
      </div>
      <p className="mt-2 text-sm text-muted">{t('account.data.intro')}</p>
      <Button
        variant="secondary"
        className="mt-4 w-full"
        onClick={handleDownload}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? t('account.data.preparing') : t('account.data.download')}
      </Button>
    </section>
  )
}
