/** Other clubs the teams meet. Crests are drawn by images.ts from these colours. */

export interface Club {
  slug: string
  name: string
  shortName: string
  ground: string
  primary: string
  secondary: string
  /** Relative strength for the result simulation; the club is 1.0. */
  strength: number
}

function club(name: string, shortName: string, ground: string, primary: string, secondary: string, strength: number): Club {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '')
  return { slug, name, shortName, ground, primary, secondary, strength }
}

export const CHAMPIONSHIP_CLUBS: Club[] = [
  club('Birmingham City', 'Birmingham', "St Andrew's", '#1d3b8f', '#ffffff', 0.95),
  club('Blackburn Rovers', 'Blackburn', 'Ewood Park', '#2b5fae', '#ffffff', 0.8),
  club('Bristol City', 'Bristol City', 'Ashton Gate', '#d0112b', '#ffffff', 0.85),
  club('Charlton Athletic', 'Charlton', 'The Valley', '#d4021d', '#ffffff', 0.75),
  club('Coventry City', 'Coventry', 'Coventry Building Society Arena', '#5fb6e8', '#ffffff', 0.95),
  club('Derby County', 'Derby', 'Pride Park', '#f4f4f4', '#111111', 0.75),
  club('Hull City', 'Hull', 'MKM Stadium', '#f5a300', '#111111', 0.8),
  club('Leicester City', 'Leicester', 'King Power Stadium', '#003090', '#fdbe11', 0.95),
  club('Middlesbrough', 'Boro', 'Riverside Stadium', '#e11b22', '#ffffff', 0.9),
  club('Millwall', 'Millwall', 'The Den', '#001d5e', '#ffffff', 0.85),
  club('Norwich City', 'Norwich', 'Carrow Road', '#fff200', '#00a650', 0.85),
  club('Oxford United', 'Oxford', 'Kassam Stadium', '#fff200', '#002147', 0.7),
  club('Portsmouth', 'Pompey', 'Fratton Park', '#001489', '#ffffff', 0.75),
  club('Preston North End', 'Preston', 'Deepdale', '#f4f4f4', '#002b5c', 0.8),
  club('Queens Park Rangers', 'QPR', 'Loftus Road', '#1d5ba4', '#ffffff', 0.75),
  club('Sheffield United', 'Sheff Utd', 'Bramall Lane', '#ee2737', '#ffffff', 0.9),
  club('Sheffield Wednesday', 'Sheff Wed', 'Hillsborough', '#0e3b83', '#ffffff', 0.7),
  club('Southampton', 'Saints', "St Mary's Stadium", '#d71920', '#ffffff', 0.95),
  club('Stoke City', 'Stoke', 'Stoke Stadium', '#e03a3e', '#ffffff', 0.8),
  club('Swansea City', 'Swansea', 'Swansea.com Stadium', '#f4f4f4', '#121212', 0.8),
  club('Watford', 'Watford', 'Vicarage Road', '#fbee23', '#ed2127', 0.85),
  club('West Bromwich Albion', 'West Brom', 'The Hawthorns', '#122f67', '#ffffff', 0.9),
  club('Wrexham', 'Wrexham', 'Racecourse Ground', '#d71920', '#ffffff', 0.85),
]

const extra = (name: string, shortName: string, ground: string, primary: string, secondary: string) =>
  club(name, shortName, ground, primary, secondary, 0.8)

/** Cup opponents and the base clubs of women's and academy sides. */
export const OTHER_CLUBS: Club[] = [
  extra('Cambridge United', 'Cambridge', 'Abbey Stadium', '#f7a11a', '#111111'),
  extra('Colchester United', 'Colchester', 'JobServe Community Stadium', '#005bab', '#ffffff'),
  extra('Brentford', 'Brentford', 'Gtech Community Stadium', '#e30613', '#ffffff'),
  extra('Bolton Wanderers', 'Bolton', 'Toughsheet Stadium', '#f4f4f4', '#1b2a5a'),
  extra('Crystal Palace', 'Palace', 'Selhurst Park', '#1b458f', '#c4122e'),
  extra('Durham', 'Durham', 'Maiden Castle', '#00205b', '#d4af37'),
  extra('Newcastle United', 'Newcastle', 'St James’ Park', '#241f20', '#ffffff'),
  extra('Nottingham Forest', 'Forest', 'City Ground', '#dd0000', '#ffffff'),
  extra('Sunderland', 'Sunderland', 'Eppleton CW', '#eb172b', '#ffffff'),
  extra('Reading', 'Reading', 'Bearwood Park', '#004494', '#ffffff'),
  extra('Fulham', 'Fulham', 'Motspur Park', '#f4f4f4', '#000000'),
  extra('West Ham United', 'West Ham', 'Rush Green', '#7a263a', '#1bb1e7'),
  extra('Tottenham Hotspur', 'Spurs', 'Hotspur Way', '#f4f4f4', '#132257'),
  extra('Arsenal', 'Arsenal', 'Sobha Realty Training Centre', '#ef0107', '#ffffff'),
  extra('Chelsea', 'Chelsea', 'Cobham', '#034694', '#ffffff'),
]

const ALL_CLUBS = new Map([...CHAMPIONSHIP_CLUBS, ...OTHER_CLUBS].map((c) => [c.name, c]))

export function clubByName(name: string): Club {
  const found = ALL_CLUBS.get(name)
  if (!found) throw new Error(`seed: unknown club ${name}`)
  return found
}

export function allClubs(): Club[] {
  return [...ALL_CLUBS.values()]
}

/** A club's side in a women's or academy competition, e.g. "Norwich City U21". */
export function sideOf(base: Club, suffix: string, strength: number): Club {
  return { ...base, name: `${base.name} ${suffix}`, shortName: `${base.shortName} ${suffix}`, strength }
}

export function crestKeyOf(c: Club): string {
  return `crests/${c.slug}.svg`
}
