/** The 'club' section of the CMS tree (SPEC §2.1), four levels deep under history. */
import type { PageSeed } from './pages'

export const CLUB_SECTION: PageSeed = {
  slug: 'club',
  title: 'The Club',
  summary: 'History, people and policies of Ipswich Town Football Club.',
  body: [
    'Founded in 1878, Ipswich Town has played at Portman Road since 1884. Explore the club’s history, meet the people who run it, and find our policies and vacancies.',
  ],
  image: 'The Club',
  blocks: [
    { type: 'heading', text: 'Explore the club', tag: 'h2', size: 'h2' },
    {
      type: 'carousel',
      style: 'light',
      carouselType: 'full-3',
      heading: 'About Ipswich Town',
      endCard: true,
      link: { url: '/club/history', text: 'Our history' },
      items: [
        { title: 'History', url: '/club/history', imageKey: 'pages/club-history.jpg' },
        { title: 'Board and staff', url: '/club/board-and-staff', imageKey: 'pages/club.jpg' },
        { title: 'Careers', url: '/club/careers', imageKey: 'pages/club-careers.jpg' },
      ],
    },
    { type: 'button', text: 'Contact us', link: '/contact-us', style: 'primary-dark', newTab: false, icon: '', iconAlign: 'right' },
    // SPEC §2.10 aggregated feed: 'Latest from' the club, with its 'content-feed' advert (issue 12 §2).
    { type: 'aggregated-feed', pageSize: 8 },
  ],
  children: [
    {
      slug: 'history',
      title: 'History',
      summary: 'From amateur beginnings in 1878 to champions of England.',
      image: 'Since 1878',
      body: [
        'Ipswich Town was formed as an amateur club in 1878 and turned professional in 1936. The club joined the Football League in 1938 and has played at Portman Road throughout.',
      ],
      children: [
        {
          slug: 'eras',
          title: 'Eras',
          summary: 'The club’s story, decade by decade.',
          body: ['Choose an era to read about the teams, managers and matches that shaped it.'],
          children: [
            {
              slug: '1960s',
              title: 'The 1960s',
              summary: 'Champions at the first attempt.',
              body: [
                'The decade began with promotion to the top flight and, a year later, the greatest achievement in the club’s history.',
              ],
              children: [
                {
                  slug: 'ramsey-years',
                  title: 'The Ramsey Years',
                  menuTitle: 'Ramsey Years',
                  image: 'Champions 1962',
                  summary: 'How a small-town club won the League Championship at the first attempt.',
                  body: [
                    'Sir Alf Ramsey arrived at Portman Road in 1955 with the club in the Third Division South. Within six years Ipswich Town were champions of the Second Division.',
                    '## Champions of England',
                    'In 1961/62, their first season in the top flight, Ramsey’s side won the League Championship, a feat built on a settled team, a deep-lying playmaker and a tactical shape that opponents could not solve.',
                    '> Nobody gave us a chance in August. By May the whole country knew where Ipswich was. — A supporter of the time',
                    'Ramsey left in 1963 to manage England, whom he led to the World Cup three years later.',
                  ],
                  blocks: [
                    {
                      type: 'rich-text',
                      html: '<p><strong>1961/62:</strong> League Champions. <strong>1960/61:</strong> Second Division Champions.</p>',
                    },
                  ],
                },
              ],
            },
            {
              slug: '1970s',
              title: 'The 1970s',
              summary: 'European nights and a Wembley triumph.',
              body: ['A decade of consistent top-six finishes, famous European nights at Portman Road and the 1978 FA Cup.'],
              children: [
                {
                  slug: 'fa-cup-1978',
                  title: 'FA Cup winners 1978',
                  image: 'Wembley 1978',
                  summary: 'The day Suffolk went to Wembley.',
                  body: [
                    'On 6 May 1978 Ipswich Town won the FA Cup at Wembley, beating the favourites 1-0 in front of 100,000 spectators.',
                    'Tens of thousands lined the streets of Ipswich the following day for the open-top bus parade.',
                  ],
                },
              ],
            },
          ],
        },
        {
          slug: 'honours',
          title: 'Honours',
          summary: 'Every trophy in the cabinet.',
          body: [
            'League Champions 1961/62. FA Cup winners 1978. UEFA Cup winners 1981. Second Division Champions 1960/61, 1967/68, 1991/92. Third Division South Champions 1953/54, 1956/57.',
          ],
        },
      ],
    },
    {
      slug: 'board-and-staff',
      title: 'Board and staff',
      summary: 'Who runs Ipswich Town.',
      body: [
        'The club is run by a board of directors and an executive team based at Portman Road. Football operations are led from the Playford Road training ground.',
      ],
    },
    {
      slug: 'safeguarding',
      title: 'Safeguarding',
      image: 'Safeguarding',
      summary: 'Keeping children and adults at risk safe is everyone’s responsibility.',
      body: [
        'Ipswich Town Football Club is committed to safeguarding and promoting the welfare of children, young people and adults at risk who take part in club activities, attend matches or engage with us online.',
        '## Reporting a concern',
        'If you are worried about the welfare of a child or adult at risk, please contact the club’s Designated Safeguarding Officer on 01473 400 500 or email safeguarding@itfc.example. Your concern will be handled in confidence.',
        'If someone is in immediate danger, call 999. Outside office hours you can contact Suffolk Children and Young People’s Services on 0808 800 4005.',
        '## Our policies',
        'All staff and volunteers working with children complete an enhanced DBS check and safeguarding training. Our safeguarding policy, anti-bullying policy and online safety guidance are reviewed every year by the board.',
      ],
    },
    {
      slug: 'careers',
      title: 'Careers',
      image: 'Join us',
      summary: 'Work for Ipswich Town: current vacancies and how to apply.',
      body: [
        'We are always looking for talented, committed people to join our team, on matchdays and behind the scenes.',
        '## Current vacancies',
        'Matchday Stewards (casual, Portman Road). Retail Assistant (part-time, club shop). Academy Sports Scientist (full-time, Playford Road). Digital Content Producer (full-time, Portman Road).',
        '## How to apply',
        'Send your CV and a covering letter to careers@itfc.example, quoting the job title. Ipswich Town is an equal opportunities employer and welcomes applications from all sections of the community.',
      ],
    },
    {
      slug: 'statement-draft',
      title: 'Club statement (draft)',
      status: 'Draft',
      summary: 'Not yet published.',
      body: ['This page is a draft and must not be served.'],
    },
  ],
}
