/** The streaming service's terms and conditions (SPEC §2.10, §5, §9.2). */
import { bodyHtml } from './news-body'
import { SUPPORT_EMAIL } from './settings-web'
import type { SeedRow } from './sql'

const TERMS: string[] = [
  'These terms apply to Town TV, the streaming service of Ipswich Town Football Club Company Limited, Portman Road, Ipswich IP1 2DA ("we", "us"). By subscribing or buying a match pass you accept them.',
  '## 1. Your account',
  'You need a registered digital account to buy. Your account is personal to you: commercial or venue use and account sharing are forbidden. We may limit the number of devices streaming at the same time and may block accounts that break these terms.',
  '## 2. Subscriptions and passes',
  'Town TV costs £5.99 per month. Town TV Plus, for supporters outside the UK and Ireland only, costs £20 per month or £170 for the 2025/26 season. A match pass costs £10 per game and is sold only in eligible regions. Monthly charges fall on the same day each month.',
  '## 3. Live video',
  'Live video of first-team fixtures is never available in the UK, the Republic of Ireland, the Channel Islands or the Isle of Man, and elsewhere only in territories where the rights are unsold. Availability is confirmed about 24 hours before kick-off and may change because of broadcast restrictions.',
  '## 4. Cancellation',
  'You may cancel at any time, at least 24 hours before your next billing date. Cancellation requests are processed within 5 working days and your access continues until the end of the period you have paid for.',
  '## 5. Refunds',
  `Refund requests must be made within 7 days of purchase to ${SUPPORT_EMAIL}, with your supporter ID, registered email address and details. Refunds may be offered for duplicate purchases, technical faults that are our responsibility, and significant misrepresentation. There are no refunds for change of mind, late cancellations, user error, or device or VPN problems. Refunds are at our discretion. Your statutory rights are not affected.`,
  '## 6. Governing law',
  'These terms are governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction.',
]

export function termsRows(): SeedRow[] {
  return [
    {
      id: 1,
      slug: 'terms-and-conditions',
      title: 'Terms and Conditions',
      heading: 'Town TV terms and conditions',
      body_html: bodyHtml(TERMS),
      updated_at: '2025-07-01T09:00:00.000Z',
    },
  ]
}
