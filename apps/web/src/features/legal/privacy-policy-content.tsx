import { ScrollRegion } from '../../components/ui/scroll-region'

const h2 = 'font-display text-xl text-ink mt-8 mb-3'
const h3 = 'font-semibold text-ink mt-5 mb-2'
const p = 'leading-relaxed text-ink/90 mb-3'
const ul = 'list-disc ps-6 space-y-1 mb-3 leading-relaxed text-ink/90'
const link = 'text-primary underline underline-offset-2 hover:text-primary-hover'
const th = 'border-b border-line py-2 pe-3 align-bottom font-semibold text-ink'
const td = 'border-b border-line py-2 pe-3 align-top text-ink/90'

const dataCategories: ReadonlyArray<{ category: string; examples: string; why: string; howLong: string }> = [
  {
    category: 'Account',
    examples: 'E-mail address, argon2id password hash',
    why: 'To sign you in and reset your password',
    howLong: 'Until you delete your account',
  },
  {
    category: 'Profile',
    examples:
      'Name, sex, date of birth, nationalities, height, marital status, education, occupation, About Me',
    why: 'To introduce you to potential spouses and apply search filters',
    howLong: 'Until you delete your account; a closed profile is deleted or anonymised after 2 years',
  },
  {
    category: 'Location',
    examples: 'Your country and city (coordinates are used once and never kept)',
    why: 'To show where you live; country filters',
    howLong: 'As for your profile; coordinates are never stored',
  },
  {
    category: 'Pictures',
    examples: 'Up to five photos, metadata removed',
    why: 'So members can see who they are speaking with',
    howLong: 'Until you remove them or delete your account',
  },
  {
    category: 'Activity',
    examples: 'Likes, passes, profiles seen, favourites, matches, unmatches, your filters',
    why: 'To run discovery and matching',
    howLong: 'Until you delete your account',
  },
  {
    category: 'Safety records',
    examples:
      'Blocks; reports with their category and reason; moderators’ decisions (warning, removed picture, suspension, ban) with their reason; appeals and answers',
    why: 'To protect members, look into misconduct and keep a record of every decision',
    howLong:
      'Blocks: until either account is deleted. Reports and decisions: kept after deletion without name or address (see Moderation)',
  },
  {
    category: 'Verification selfie',
    examples: 'One selfie in a pose we ask for, metadata removed',
    why: 'So a moderator can check that you are the person in your pictures',
    howLong: 'Deleted as soon as a moderator has reviewed it (at most until your account is deleted)',
  },
  {
    category: 'Messages',
    examples: 'Message text, time sent, whether it was read',
    why: 'To deliver your conversations',
    howLong: 'Until either person in the conversation deletes their account',
  },
  {
    category: 'Guardian',
    examples: 'Your guardian’s e-mail, whether they confirmed, and each conversation’s answer',
    why: 'To send weekly copies only where both of you agreed',
    howLong: 'Until you remove the guardian or delete your account',
  },
  {
    category: 'Token ledger',
    examples: 'Each token transaction: amount, type, description, time',
    why: 'To keep your balance correct and show your history',
    howLong: 'Until you delete your account',
  },
  {
    category: 'Notifications',
    examples: 'Notifications sent to you; a push token, platform and app version if you allow push',
    why: 'To tell you about likes, matches, messages and payments',
    howLong: 'Until you delete your account',
  },
  {
    category: 'Technical',
    examples: 'Session identifier; IP address and time of requests in server logs',
    why: 'To keep you signed in and the service safe',
    howLong: 'Session: until you sign out or it expires; logs: a short period',
  },
]

export function PrivacyPolicyContent({ supportEmail }: { supportEmail: string }) {
  const mailto = (
    <a className={link} href={`mailto:${supportEmail}`}>
      {supportEmail}
    </a>
  )

  return (
    <div className="text-ink">
      <p className={p}>
        Mithaq helps Muslims find a spouse in a serious, respectful and halal way. Searching for a spouse
        means trusting us with personal things, and we hold that trust as an amanah. Here, in plain words, is
        what we collect, why, who sees it, and the choices you have.
      </p>

      <section aria-labelledby="privacy-collect">
        <h2 id="privacy-collect" className={h2}>
          How we collect and use your data
        </h2>
        <p className={p}>We collect only what the app needs to work, and most of it you give us yourself.</p>
        <h3 className={h3}>What you give us</h3>
        <ul className={ul}>
          <li>
            <strong>Account:</strong> your e-mail address and a password. We never store the password itself,
            only an argon2id hash of it.
          </li>
          <li>
            <strong>Profile:</strong> name, sex, date of birth (members see your age, never your birthday),
            country and city, nationalities, height, marital status, education, occupation and your About Me.
          </li>
          <li>
            <strong>Pictures:</strong> up to five photos of yourself.
          </li>
          <li>
            <strong>Messages</strong> you send to your matches, and the reason you give if you report someone.
          </li>
        </ul>
        <h3 className={h3}>What the app records as you use it</h3>
        <ul className={ul}>
          <li>
            Your likes, passes, favourites, blocks, matches and unmatches, and which profiles you have already
            seen.
          </li>
          <li>
            Your token wallet: a ledger of every token transaction (grants, payments, refunds, fees,
            penalties) with its amount, type and time.
          </li>
          <li>
            The notifications we send you and, if you allow push notifications, a push token for your browser
            or device with its platform and app version.
          </li>
          <li>Your search filters (age, height, countries).</li>
          <li>Your sign-in session, and brief server logs (such as IP address and time of a request).</li>
        </ul>
        <h3 className={h3}>Location</h3>
        <p className={p}>
          If you ask the app to detect your location, your device sends its coordinates once to our own
          server, where an offline lookup turns them into a city and country. The coordinates are then
          discarded: never stored, never sent to anyone else, and never used to calculate distances between
          members. You can also just pick your country and city from a list. Place names come from GeoNames (
          <a className={link} href="https://www.geonames.org/">
            geonames.org
          </a>
          ), used under the Creative Commons Attribution 4.0 licence.
        </p>
        <h3 className={h3}>Safety warnings in chat</h3>
        <p className={p}>
          To help you spot scams, the app looks at a message as you write it and as you read it for a phone
          number, an e-mail address, another messaging app (such as WhatsApp, Telegram or Snapchat) or talk of
          money and investments, and shows a short warning with advice and a button to report. This check runs
          in your own browser, on the message you are already seeing: it records nothing, tells us nothing,
          and never blocks or hides a message. Every conversation also starts with a short safety note.
        </p>
        <h3 className={h3}>Private pictures</h3>
        <p className={p}>
          Since 25-11-2026 you may keep your pictures private, in the pictures part of Edit Profile. Our
          server then gives other members only a strongly blurred copy of each picture, made when you upload
          it (or when you turn this on), in which no face, text or detail can be made out; the picture itself
          stays with us. In the chat of a match you may reveal your pictures to that person alone, and take it
          back at any time; an unmatch, a block or the end of the match hides them again. Our moderators
          always see your pictures as you uploaded them, and your download of your data holds them too.
        </p>
        <h3 className={h3}>A guardian (wali), with consent</h3>
        <p className={p}>
          You may name a guardian by their e-mail address on the Account tab. We e-mail them a link, and
          nothing more happens unless they confirm. In a conversation you may then ask the other person
          whether your guardian may follow it. Only if they agree does your guardian receive, once a week by
          e-mail, a copy of the messages the two of you wrote after they agreed, with both your profile names.
          Either of you can stop it at any time, and a new guardian must be agreed to anew. Nothing is ever
          sent about a person who did not agree. We keep your guardian’s address and each answer until you
          remove the guardian or delete your account; the e-mails we have sent are then in your guardian’s
          hands.
        </p>
        <h3 className={h3}>Why we use it</h3>
        <p className={p}>
          We use your data to run your account, show you profiles of the opposite sex within your filters,
          make matches, deliver messages, run the token system fairly, keep members safe, and send the e-mails
          and notifications you need. Simply having a Mithaq profile says something about your faith, so we
          treat everything as sensitive and use it for nothing else. Where we rely on your permission
          (location detection, push notifications), you can withdraw it at any time.
        </p>
        <h3 className={h3}>Verification selfie and badge</h3>
        <p className={p}>
          If you choose to verify your profile, you take one selfie in a pose we ask for, with your camera or
          from a picture file. Only our moderators see it, never other members; a moderator compares it with
          your profile pictures and approves or refuses it with a reason. The selfie is deleted as soon as it
          has been reviewed. An approved profile shows the badge{' '}
          <strong>Selfie checked by a moderator</strong>: it says exactly that, and nothing about identity
          documents, which we do not collect. Members may choose to see only verified profiles.
        </p>
        <h3 className={h3}>Moderation</h3>
        <p className={p}>
          Moderators read every report. For a report made from a chat, they also see that chat’s latest
          messages; otherwise they see the reported profile, its pictures and the reason given. They may
          dismiss the report, warn the member by e-mail, remove a picture, suspend the account for a time or
          close it. Every decision is recorded with the moderator, the reason and the time, and the person who
          reported sees whether their report was received, reviewed or acted on. A suspended or banned member
          is told why when signing in and may appeal once; a moderator answers by e-mail. After a ban we keep
          a keyed hash of the e-mail address (not the address itself) so that it cannot be used for a new
          account. Reports outlive the deletion of either account: what stays is the category, the reason, the
          date, the outcome and a keyed hash of the reported person’s e-mail address, never a name or a
          profile.
        </p>
      </section>

      <section aria-labelledby="privacy-retention">
        <h2 id="privacy-retention" className={h2}>
          Retention: how long we keep it
        </h2>
        <ul className={ul}>
          <li>We keep your data while your account is open.</li>
          <li>
            If you deactivate your account, your profile is hidden from everyone and your active matches end.
            Signing in again reopens it. A closed matrimonial profile that stays closed for 2 years is deleted
            or anonymised, so that nothing left can identify you.
          </li>
          <li>
            If you delete your account, we erase your data straight away, except reports, which are kept as
            evidence (see Account deletion below).
          </li>
          <li>Server logs are kept only briefly.</li>
          <li>
            Any copy left in a backup is kept secure, never restored to use, and disappears when that backup
            is replaced.
          </li>
          <li>We keep something longer only if the law requires us to.</li>
        </ul>
      </section>

      <section aria-labelledby="privacy-sharing">
        <h2 id="privacy-sharing" className={h2}>
          Sharing: who we share it with
        </h2>
        <p className={p}>
          We do not sell your data, and we never give it to advertisers or data brokers. It is seen only by:
        </p>
        <ul className={ul}>
          <li>
            <strong>Other members.</strong> Your profile and pictures are shown to signed-in members of the
            opposite sex (only blurred, if you keep your pictures private and have not revealed them to them
            in a match), and your messages to the match you send them to. Your e-mail, birthday, token
            balance, blocks and reports are never shown.
          </li>
          <li>
            <strong>Our service providers</strong>, such as those who host our servers and deliver our
            e-mails. They work under contract and only on our instructions.
          </li>
          <li>
            <strong>Your guardian</strong>, if you named one and the other person in a conversation agreed: a
            weekly copy of that conversation’s new messages (see “A guardian (wali), with consent”).
          </li>
          <li>
            <strong>Push services.</strong> If you allow push notifications, each one (which may include a
            sender’s name and the start of a message) passes through your browser’s or phone’s push service,
            such as Google’s, Apple’s or Mozilla’s.
          </li>
          <li>
            <strong>Authorities</strong>, only when the law requires it or to protect someone from serious
            harm.
          </li>
        </ul>
        <p className={p}>
          If Mithaq ever changed hands, the new owner would have to honour this policy, and we would tell you
          first.
        </p>
      </section>

      <section aria-labelledby="privacy-marketing">
        <h2 id="privacy-marketing" className={h2}>
          Marketing
        </h2>
        <p className={p}>
          We send no marketing e-mails or newsletters, only the e-mails your account needs, such as confirming
          your address or resetting your password. Notifications are about your own activity, never
          promotions. If we ever start a newsletter, we will ask you first, and you could stop it at any time.
        </p>
      </section>

      <section aria-labelledby="privacy-security">
        <h2 id="privacy-security" className={h2}>
          Storage and security
        </h2>
        <ul className={ul}>
          <li>Passwords are stored only as argon2id hashes.</li>
          <li>
            All traffic is encrypted (HTTPS), and your session lives in an HTTP-only cookie that scripts on
            the page cannot read. In the Android and iOS apps it is a token kept in the app’s private storage
            on your phone, deleted when you sign out.
          </li>
          <li>
            Links to pictures are signed for the member who may see them and stop working within two hours. A
            link to a blurred copy opens only that copy, and a private picture is checked again each time it
            is shown.
          </li>
          <li>Every request is checked: you can only open matches and messages you are part of.</li>
          <li>
            Pictures are re-encoded on our server, which strips hidden metadata such as EXIF details and any
            GPS position your camera recorded. They are stored under unguessable names and shown only to
            signed-in members.
          </li>
          <li>Sign-in, sign-up, password resets, likes, messages and reports are rate-limited.</li>
        </ul>
        <p className={p}>
          No system is perfect. If a breach ever put your data at risk, we would tell you and the authorities
          as the law requires.
        </p>
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights" className={h2}>
          Your rights
        </h2>
        <p className={p}>Wherever you live, you can:</p>
        <ul className={ul}>
          <li>
            download a copy of the data we hold about you, yourself: on the Account tab, choose{' '}
            <strong>Download My Data</strong> (see “Your data” below);
          </li>
          <li>correct your details in Edit Profile;</li>
          <li>take a break by deactivating, or delete your account for good;</li>
          <li>object to or ask us to limit a use of your data;</li>
          <li>withdraw permission for location or push notifications in your device settings;</li>
          <li>complain to your data protection authority, though we hope you will talk to us first.</li>
        </ul>
        <p className={p}>
          E-mail us at {mailto}; we answer within one month and may ask you to write from your account’s
          address to confirm it is you. Using your rights never counts against you.
        </p>
      </section>

      <section aria-labelledby="privacy-cookies">
        <h2 id="privacy-cookies" className={h2}>
          Cookies
        </h2>
        <p className={p}>
          We use one cookie: the session cookie that keeps you signed in. It is strictly necessary, HTTP-only,
          sent only to our own server, and holds only a random session token. There are no advertising,
          tracking or analytics cookies.
        </p>
        <p className={p}>
          The app also keeps a few things in your browser’s own storage, never sent to anyone: your unfinished
          sign-up form, for that browser tab only and cleared when you finish, close the tab or sign out; a
          mark that this browser was signed in last time, so the app opens faster; and a mark that we have
          already offered push notifications, so we do not ask twice. The app’s own files are kept for offline
          start-up, and they hold none of your data.
        </p>
      </section>

      <section aria-labelledby="privacy-advertising">
        <h2 id="privacy-advertising" className={h2}>
          Targeted advertising
        </h2>
        <p className={p}>
          We do none. Mithaq shows no ads and uses no ad networks, tracking pixels or third-party analytics.
          Nobody, including us, builds an advertising profile of you.
        </p>
      </section>

      <section aria-labelledby="privacy-links">
        <h2 id="privacy-links" className={h2}>
          External links
        </h2>
        <p className={p}>
          Mithaq links to a few outside sites, such as geonames.org. They have their own privacy policies,
          which we do not control.
        </p>
      </section>

      <section aria-labelledby="privacy-updates">
        <h2 id="privacy-updates" className={h2}>
          Policy updates
        </h2>
        <p className={p}>
          When the app changes, this policy changes with it; the date at the top shows the latest version.
          Before any important change, above all a new kind of data, we will tell you in the app or by e-mail
          and ask your consent where needed.
        </p>
      </section>

      <section aria-labelledby="privacy-age">
        <h2 id="privacy-age" className={h2}>
          Age restriction
        </h2>
        <p className={p}>
          Mithaq is for adults aged 18 or over. We check your date of birth when you sign up. If we learn that
          someone under 18 has an account, we delete it and its data. If you know of one, please tell us.
        </p>
      </section>

      <section aria-labelledby="privacy-contact">
        <h2 id="privacy-contact" className={h2}>
          Contact us
        </h2>
        <p className={p}>
          For any question, request or worry about your privacy, write to {mailto}. The same address is on
          your Account screen.
        </p>
      </section>

      <section aria-labelledby="privacy-appendix-a">
        <h2 id="privacy-appendix-a" className={h2}>
          Appendix A: Data categories
        </h2>
        <ScrollRegion label="Data categories table" className="overflow-x-auto mb-3">
          <table className="w-full border-collapse text-start text-sm">
            <caption className="sr-only">
              The data we hold, with examples, why we hold it and how long
            </caption>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  Category
                </th>
                <th scope="col" className={th}>
                  Examples
                </th>
                <th scope="col" className={th}>
                  Why
                </th>
                <th scope="col" className={th}>
                  How long
                </th>
              </tr>
            </thead>
            <tbody>
              {dataCategories.map((row) => (
                <tr key={row.category}>
                  <th scope="row" className={th}>
                    {row.category}
                  </th>
                  <td className={td}>{row.examples}</td>
                  <td className={td}>{row.why}</td>
                  <td className={td}>{row.howLong}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>

      <section aria-labelledby="privacy-appendix-b">
        <h2 id="privacy-appendix-b" className={h2}>
          Appendix B: US residents
        </h2>
        <p className={p}>
          If you live in California or another US state with a consumer privacy law, you also have these
          rights:
        </p>
        <ul className={ul}>
          <li>
            <strong>To know</strong> what personal information we collect, why, and to whom we disclose it
            (see Appendix A and “Who we share it with”).
          </li>
          <li>
            <strong>To delete</strong> and <strong>to correct</strong> your personal information.
          </li>
          <li>
            <strong>To opt out of sale or sharing.</strong> We do not sell your personal information or share
            it for cross-context behavioural advertising, and have not in the past 12 months, so every member
            is already opted out, with no request needed; a Global Privacy Control signal from your browser
            asks for what we already do. If we ever wished to change this, we would first change this policy
            and ask you; an opt-out would then last at least 12 months before we asked you again.
          </li>
          <li>
            <strong>To limit use of sensitive information.</strong> Your login details, messages, and the
            faith implied by using Mithaq are used only to provide the service you asked for.
          </li>
          <li>
            <strong>To equal treatment.</strong> Using these rights never costs you tokens or features.
          </li>
        </ul>
        <p className={p}>
          To make a request, e-mail {mailto}; an authorised agent may act for you with your signed permission.
          We confirm your identity through your account’s e-mail address and reply within 45 days.
        </p>
      </section>

      <section aria-labelledby="privacy-your-data">
        <h2 id="privacy-your-data" className={h2}>
          Your data: download a copy
        </h2>
        <p className={p}>
          On the Account tab, <strong>Download My Data</strong> gives you at once a zip file with everything
          we hold about you: your account and profile, your pictures, your filters, the likes, passes,
          favourites and blocks you made, the reports you made, your matches with their conversations, your
          guardian and the answers about them, your token ledger, your notifications, your push settings and
          your signed-in sessions. It is a readable JSON file plus your pictures.
        </p>
        <ul className={ul}>
          <li>
            It is made when you ask and handed straight to your browser; we keep no copy and there is no link
            to leak.
          </li>
          <li>
            Other members appear in it only as the app shows them to you: by the name on their profile. Your
            conversations are included whole, as you can read them in the app; nothing else about anyone else
            is, never their e-mail address.
          </li>
          <li>Reports others made about you are not included, to protect the people who make them.</li>
          <li>You can download it up to five times an hour.</li>
        </ul>
      </section>

      <section aria-labelledby="privacy-deletion">
        <h2 id="privacy-deletion" className={h2}>
          Account deletion
        </h2>
        <p className={p}>
          To delete your account, open the Account tab, choose <strong>Delete My Account</strong> and confirm.
          This is permanent and cannot be undone. We then erase:
        </p>
        <ul className={ul}>
          <li>your profile and all your pictures, including the stored files;</li>
          <li>your matches and their conversations, which disappear for the other person too;</li>
          <li>your likes, passes, favourites and blocks, and any verification selfie;</li>
          <li>
            the reports you made lose your name; reports about you and moderators’ decisions stay as evidence
            under a keyed hash of your address (see Moderation);
          </li>
          <li>your token ledger and balance (tokens have no cash value);</li>
          <li>your notifications and push tokens;</li>
          <li>finally, your sign-in account: your e-mail address and password hash.</li>
        </ul>
        <p className={p}>
          One thing stays: reports. A report you made stays, without your name, so the person you reported can
          still be looked into. A report made against you stays with its reason and date, attached to a keyed
          code made from your e-mail address that only our server can compute, so that deleting an account
          cannot wipe out a complaint; if an account with the same address is opened again, the reports are
          attached to it. No name, address, profile or picture is kept with them.
        </p>
        <p className={p}>
          Want to keep a copy first? Choose <strong>Download My Data</strong> before you delete.
        </p>
        <p className={p}>
          Need only a pause? Choose <strong>Deactivate My Account</strong> instead. If you cannot sign in,
          e-mail {mailto} from your account’s address.
        </p>
      </section>
    </div>
  )
}
