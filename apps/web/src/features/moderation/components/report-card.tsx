import {
  MODERATION_REASON_MIN,
  moderationReasonSchema,
  type QueuedReport,
  REPORT_ACTIONS,
  type ReportAction,
  type ReportActionInput,
  SUSPENSION_DAYS_MAX,
  SUSPENSION_DAYS_MIN,
} from '@mithaq/domain'
import { type FormEvent, useId, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { Field, Input } from '../../../components/ui/field'
import { Select } from '../../../components/ui/select'
import { Textarea } from '../../../components/ui/textarea'
import { formatNumber, useT } from '../../../i18n'
import { errorMessage } from '../../../lib/api-client'
import { firstIssueText } from '../../../lib/form-errors'
import { useReportAction } from '../api/moderation-calls'
import { actionLabel, categoryLabel, MEMBER_SEX_UNKNOWN, when } from '../lib/words'
import { MemberSummary } from './member-summary'

/** One open report: what was reported, by whom, the evidence, and the decision form. */
export function ReportCard({ report }: { report: QueuedReport }) {
  const t = useT()
  const titleId = useId()
  const act = useReportAction()
  const [action, setAction] = useState<ReportAction>('dismiss')
  const [reason, setReason] = useState('')
  const [pictureId, setPictureId] = useState('')
  const [days, setDays] = useState('7')
  const [error, setError] = useState<string>()
  const reported = report.reported
  const actions = reported ? REPORT_ACTIONS : (['dismiss'] as const)

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    const parsedReason = moderationReasonSchema.safeParse(reason)
    if (!parsedReason.success) {
      setError(firstIssueText(parsedReason.error))
      return
    }
    let input: ReportActionInput
    if (action === 'remove_picture') {
      if (!pictureId) {
        setError(t('moderation.report.choosePicture'))
        return
      }
      input = { action, reason: parsedReason.data, pictureId }
    } else if (action === 'suspend') {
      input = { action, reason: parsedReason.data, days: Number(days) }
    } else input = { action, reason: parsedReason.data }
    setError(undefined)
    act.mutate(
      { reportId: report.id, input },
      {
        onSuccess: () => toast.success(t('moderation.report.recorded', { action: actionLabel(t, action) })),
        onError: (err) => setError(errorMessage(err)),
      },
    )
  }

  return (
    <article
      aria-labelledby={titleId}
      className="space-y-4 rounded-3xl border border-line bg-white p-5 shadow-sm"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="font-display text-xl text-ink">
          {reported
            ? t('moderation.report.title', {
                category: categoryLabel(report.category),
                name: reported.name,
                sex: MEMBER_SEX_UNKNOWN,
              })
            : t('moderation.report.titleDeleted', { category: categoryLabel(report.category) })}
        </h3>
        <p className="text-sm text-muted">{when(report.createdAt)}</p>
      </header>
      <p className="text-sm text-muted">
        {report.reporterName
          ? t('moderation.report.by', { name: report.reporterName, sex: MEMBER_SEX_UNKNOWN })
          : t('moderation.report.byFormer')}
        {report.reportsAgainst > 1 && ` · ${t('moderation.report.inAll', { count: report.reportsAgainst })}`}
      </p>
      <blockquote dir="auto" className="rounded-2xl bg-sand px-4 py-3 text-start text-ink">
        {t('moderation.quoted', { text: report.reason })}
      </blockquote>

      {reported && <MemberSummary profile={reported} />}

      {report.chat && (
        <section aria-label={t('moderation.report.latest')} className="space-y-2">
          <h4 className="text-sm font-semibold uppercase tracking-wide text-gold-ink">
            {t('moderation.report.latest')}
          </h4>
          {report.chat.length === 0 ? (
            <p className="text-muted">{t('moderation.report.noMessages')}</p>
          ) : (
            <ol className="max-h-72 space-y-2 overflow-y-auto rounded-2xl border border-line p-3">
              {report.chat.map((m) => (
                <li key={m.id} className={m.author === 'reported' ? 'text-ink' : 'text-muted'}>
                  <bdi className="font-semibold">
                    {m.author === 'reported'
                      ? (reported?.name ?? t('moderation.report.reportedMember'))
                      : (report.reporterName ?? t('moderation.report.reporter'))}
                  </bdi>{' '}
                  <span className="text-xs text-muted">{when(m.createdAt)}</span>
                  <p dir="auto" className="whitespace-pre-line text-start">
                    {m.body}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}

      <form onSubmit={handleSubmit} noValidate className="space-y-3 border-t border-line pt-4">
        <Field label={t('moderation.report.decision')}>
          {({ id }) => (
            <Select id={id} value={action} onChange={(e) => setAction(e.target.value as ReportAction)}>
              {actions.map((a) => (
                <option key={a} value={a}>
                  {actionLabel(t, a)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {action === 'remove_picture' && reported && (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-ink">{t('moderation.report.pictureToRemove')}</legend>
            <div className="flex flex-wrap gap-3">
              {reported.pictures.map((p, i) => (
                <label key={p.id} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`picture-${report.id}`}
                    value={p.id}
                    checked={pictureId === p.id}
                    onChange={() => setPictureId(p.id)}
                    className="size-4 accent-primary"
                  />
                  {t('moderation.report.picture', { index: formatNumber(i + 1) })}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {action === 'suspend' && (
          <Field label={t('moderation.report.days')}>
            {({ id }) => (
              <Input
                id={id}
                type="number"
                min={SUSPENSION_DAYS_MIN}
                max={SUSPENSION_DAYS_MAX}
                value={days}
                onChange={(e) => setDays(e.target.value)}
              />
            )}
          </Field>
        )}
        <Field
          label={t('moderation.report.reason')}
          error={error}
          hint={t(
            action === 'suspend' || action === 'ban' || action === 'warn'
              ? 'moderation.report.reasonHintShown'
              : 'moderation.report.reasonHint',
            { min: formatNumber(MODERATION_REASON_MIN) },
          )}
        >
          {({ id, describedBy, invalid }) => (
            <Textarea
              id={id}
              rows={2}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
        <Button
          type="submit"
          variant={action === 'ban' || action === 'suspend' ? 'destructive' : 'primary'}
          disabled={act.isPending}
        >
          {act.isPending ? t('moderation.report.saving') : t(`moderation.submit.${action}`)}
        </Button>
      </form>
    </article>
  )
}
