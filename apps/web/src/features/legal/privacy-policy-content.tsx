import type { Translator } from '@mithaq/i18n'
import type { ReactNode } from 'react'
import { ScrollRegion } from '../../components/ui/scroll-region'
import { LegalParts, LegalSection, legalClasses, legalRich } from './legal-text'

const th = 'border-b border-line py-2 pe-3 align-bottom font-semibold text-ink'
const td = 'border-b border-line py-2 pe-3 align-top text-ink/90'

/** The rows of Appendix A, each a group of keys: legal.data.<row>.category/examples/why/howLong. */
const DATA_ROWS = [
  'account',
  'profile',
  'location',
  'pictures',
  'activity',
  'safety',
  'selfie',
  'messages',
  'guardian',
  'ledger',
  'purchases',
  'notifications',
  'technical',
] as const

/**
 * The policy's structure (sections, headings, lists, the table); its words come from the `legal`
 * catalogue of the reader's language (`t`, loaded by the page).
 */
export function PrivacyPolicyContent({ t, supportEmail }: { t: Translator; supportEmail: string }) {
  /** A text with its emphasis, the support address and the GeoNames link in place. */
  const rich = legalRich(t, supportEmail, {
    link: (chunks) => (
      <a key="link" className={legalClasses.link} href="https://www.geonames.org/">
        {chunks}
      </a>
    ),
  })
  const list = (keys: string[]) => <LegalParts parts={[keys]} rich={rich} />
  const section = (id: string, title: string, children: ReactNode) => (
    <LegalSection id={`privacy-${id}`} title={t(title)}>
      {children}
    </LegalSection>
  )
  const para = (key: string) => <LegalParts parts={[key]} rich={rich} />
  const sub = (key: string) => <h3 className={legalClasses.h3}>{t(key)}</h3>

  return (
    <div className="text-ink">
      {para('legal.intro')}

      {section(
        'collect',
        'legal.collect.title',
        <>
          {para('legal.collect.intro')}
          {sub('legal.given.title')}
          {list([
            'legal.given.account',
            'legal.given.profile',
            'legal.given.pictures',
            'legal.given.messages',
            'legal.given.purchases',
          ])}
          {sub('legal.recorded.title')}
          {list([
            'legal.recorded.activity',
            'legal.recorded.wallet',
            'legal.recorded.notifications',
            'legal.recorded.filters',
            'legal.recorded.lastActive',
            'legal.recorded.session',
          ])}
          {sub('legal.location.title')}
          {para('legal.location.body')}
          {sub('legal.safety.title')}
          {para('legal.safety.body')}
          {sub('legal.privatePictures.title')}
          {para('legal.privatePictures.body')}
          {sub('legal.guardian.title')}
          {para('legal.guardian.body')}
          {sub('legal.faith.title')}
          {para('legal.faith.body')}
          {sub('legal.why.title')}
          {para('legal.why.body')}
          {sub('legal.selfie.title')}
          {para('legal.selfie.body')}
          {sub('legal.moderation.title')}
          {para('legal.moderation.body')}
        </>,
      )}

      {section(
        'retention',
        'legal.retention.title',
        list([
          'legal.retention.open',
          'legal.retention.deactivate',
          'legal.retention.delete',
          'legal.retention.logs',
          'legal.retention.backup',
          'legal.retention.law',
        ]),
      )}

      {section(
        'sharing',
        'legal.sharing.title',
        <>
          {para('legal.sharing.intro')}
          {list([
            'legal.sharing.members',
            'legal.sharing.providers',
            'legal.sharing.guardian',
            'legal.sharing.push',
            'legal.sharing.payments',
            'legal.sharing.authorities',
          ])}
          {para('legal.sharing.owner')}
        </>,
      )}

      {section('marketing', 'legal.marketing.title', para('legal.marketing.body'))}

      {section(
        'security',
        'legal.security.title',
        <>
          {list([
            'legal.security.passwords',
            'legal.security.traffic',
            'legal.security.links',
            'legal.security.checks',
            'legal.security.pictures',
            'legal.security.rates',
          ])}
          {para('legal.security.breach')}
        </>,
      )}

      {section(
        'rights',
        'legal.rights.title',
        <>
          {para('legal.rights.intro')}
          {list([
            'legal.rights.download',
            'legal.rights.correct',
            'legal.rights.pause',
            'legal.rights.object',
            'legal.rights.withdraw',
            'legal.rights.complain',
          ])}
          {para('legal.rights.contact')}
        </>,
      )}

      {section(
        'cookies',
        'legal.cookies.title',
        <>
          {para('legal.cookies.session')}
          {para('legal.cookies.storage')}
        </>,
      )}

      {section('advertising', 'legal.ads.title', para('legal.ads.body'))}
      {section('links', 'legal.links.title', para('legal.links.body'))}
      {section('updates', 'legal.updates.title', para('legal.updates.body'))}
      {section('age', 'legal.age.title', para('legal.age.body'))}
      {section('contact', 'legal.contact.title', para('legal.contact.body'))}

      {section(
        'appendix-a',
        'legal.appendixA.title',
        <ScrollRegion label={t('legal.appendixA.tableLabel')} className="overflow-x-auto mb-3">
          <table className="w-full border-collapse text-start text-sm">
            <caption className="sr-only">{t('legal.appendixA.caption')}</caption>
            <thead>
              <tr>
                {(['category', 'examples', 'why', 'howLong'] as const).map((column) => (
                  <th key={column} scope="col" className={th}>
                    {t(`legal.appendixA.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {DATA_ROWS.map((row) => (
                <tr key={row}>
                  <th scope="row" className={th}>
                    {t(`legal.data.${row}.category`)}
                  </th>
                  <td className={td}>{t(`legal.data.${row}.examples`)}</td>
                  <td className={td}>{t(`legal.data.${row}.why`)}</td>
                  <td className={td}>{t(`legal.data.${row}.howLong`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>,
      )}

      {section(
        'appendix-b',
        'legal.appendixB.title',
        <>
          {para('legal.appendixB.intro')}
          {list([
            'legal.appendixB.know',
            'legal.appendixB.delete',
            'legal.appendixB.optOut',
            'legal.appendixB.limit',
            'legal.appendixB.equal',
          ])}
          {para('legal.appendixB.request')}
        </>,
      )}

      {section(
        'your-data',
        'legal.yourData.title',
        <>
          {para('legal.yourData.body')}
          {list([
            'legal.yourData.made',
            'legal.yourData.others',
            'legal.yourData.reports',
            'legal.yourData.limit',
          ])}
        </>,
      )}

      {section(
        'deletion',
        'legal.deletion.title',
        <>
          {para('legal.deletion.intro')}
          {list([
            'legal.deletion.profile',
            'legal.deletion.matches',
            'legal.deletion.likes',
            'legal.deletion.reports',
            'legal.deletion.ledger',
            'legal.deletion.notifications',
            'legal.deletion.account',
          ])}
          {para('legal.deletion.stays')}
          {para('legal.deletion.copy')}
          {para('legal.deletion.pause')}
        </>,
      )}
    </div>
  )
}
