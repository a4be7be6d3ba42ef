/** Top-level pages the footer sub-menus link to (SPEC §2.1). */
import type { PageSeed } from './pages'

export const FOOTER_PAGES: PageSeed[] = [
  {
    slug: 'privacy-notice',
    title: 'Privacy Notice',
    summary: 'How Ipswich Town collects and uses your personal data.',
    body: [
      'Ipswich Town Football Club Company Limited ("the club", "we") is the controller of personal data collected through our website, Town TV, ticketing and retail services. This notice explains what we collect, why, and your rights.',
      '## What we collect',
      'Account details (name, email address, date of birth), purchase and subscription history, support correspondence, device and usage information, and, where you consent, marketing preferences.',
      '## Why we use it',
      'To provide the services you ask for, such as your Town TV subscription; to meet legal obligations; for our legitimate interests in running and improving the club’s services; and, with your consent, to send you marketing.',
      '## Your rights',
      'You may request access to, correction of, or deletion of your personal data, object to or restrict processing, and withdraw consent at any time. Email dataprotection@itfc.example. You can also complain to the Information Commissioner’s Office.',
      '## Retention',
      'We keep account data while your account is active and for up to six years afterwards for legal and accounting purposes.',
    ],
  },
  {
    slug: 'cookie-policy',
    title: 'Cookie Policy',
    summary: 'The cookies we use and how to control them.',
    body: [
      'We use cookies and similar technologies to make the site work, to understand how it is used and, with your consent, to personalise content and advertising.',
      '## Essential cookies',
      'These keep you signed in, remember your cookie choices and protect the site. They cannot be switched off.',
      '## Analytics, marketing and personalisation',
      'These are set only if you choose "Accept All Cookies" in the Cookie Notice. Choosing "Only Essential" keeps them off. Your choice is remembered for 60 days.',
      '## Changing your mind',
      'Clear the cookies for this site in your browser settings and the Cookie Notice will appear again on your next visit.',
    ],
  },
  {
    slug: 'contact-us',
    title: 'Contact Us',
    summary: 'How to get in touch with the club.',
    image: 'Contact us',
    body: [
      'Ipswich Town Football Club, Portman Road, Ipswich, Suffolk IP1 2DA.',
      '## Ticket office',
      'Phone 01473 400 555, Monday to Friday 9am to 5pm and from 10am on matchdays. Email tickets@itfc.example.',
      '## Town TV support',
      'For help with subscriptions, match passes and streaming, email support@itfc.example. Please include your supporter ID and the email address registered to your account.',
      '## Media and commercial',
      'Media enquiries: media@itfc.example. Commercial and partnerships: commercial@itfc.example.',
    ],
  },
]
