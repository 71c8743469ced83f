import type { OwnProfile } from '@mithaq/domain'
import { useQueryClient } from '@tanstack/react-query'
import { EyeOff } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { useT } from '../../../../i18n'
import { errorMessage } from '../../../../lib/api-client'
import { ownProfileQueryKey } from '../../api/get-own-profile'
import { setPicturesPrivacy } from '../../api/set-pictures-privacy'

/**
 * 'Keep my pictures private' (decision 260): saved at once, like the pictures themselves. The
 * server blurs them for everyone but the member, until they reveal them to a match in its chat.
 */
export function PicturesPrivacySwitch({ isPrivate }: { isPrivate: boolean }) {
  const t = useT()
  const queryClient = useQueryClient()
  const [saving, setSaving] = useState(false)

  async function handleChange(next: boolean) {
    setSaving(true)
    try {
      const { picturesPrivate } = await setPicturesPrivacy({ private: next })
      queryClient.setQueryData<OwnProfile>(ownProfileQueryKey, (old) =>
        old ? { ...old, picturesPrivate } : old,
      )
      toast.success(t(picturesPrivate ? 'profile.private.on' : 'profile.private.off'))
    } catch (err) {
      toast.error(errorMessage(err))
    } finally {
      setSaving(false)
    }
  }

  return (
    <label className="flex items-start gap-3 rounded-2xl border border-line px-4 py-3">
      <input
        type="checkbox"
        role="switch"
        aria-checked={isPrivate}
        className="mt-1 size-4 accent-primary"
        checked={isPrivate}
        disabled={saving}
        aria-describedby="pictures-private-hint"
        onChange={(e) => handleChange(e.target.checked)}
      />
      <span>
        <span className="flex items-center gap-1.5 font-medium text-ink">
          <EyeOff aria-hidden size={16} />
          {t('profile.private.switch')}
        </span>
        <span id="pictures-private-hint" className="block text-sm text-muted">
          {t('profile.private.hint')}
        </span>
      </span>
    </label>
  )
}
