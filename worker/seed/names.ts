/** Name banks for fictional opponents' players and match officials. */
import type { Random } from './random'

const MEN_FIRST = [
  'Adam',
  'Ben',
  'Callum',
  'Dan',
  'Elliot',
  'Femi',
  'Gabe',
  'Harry',
  'Ilias',
  'Jake',
  'Kyle',
  'Liam',
  'Mason',
  'Nathan',
  'Owen',
  'Paddy',
  'Ross',
  'Sean',
  'Toby',
  'Victor',
  'Wes',
  'Yusuf',
  'Zach',
  'Jordan',
]
const WOMEN_FIRST = [
  'Abbie',
  'Bethany',
  'Cara',
  'Daisy',
  'Erin',
  'Faye',
  'Gemma',
  'Holly',
  'Imogen',
  'Jade',
  'Katie',
  'Lauren',
  'Millie',
  'Nadia',
  'Olivia',
  'Phoebe',
  'Rosie',
  'Sian',
  'Tara',
  'Vicky',
  'Willow',
  'Yasmin',
]
const LAST = [
  'Archer',
  'Barlow',
  'Carrick',
  'Dunbar',
  'Eastham',
  'Fenwick',
  'Garside',
  'Hepburn',
  'Ingram',
  'Jessop',
  'Kettle',
  'Lomax',
  'Mottram',
  'Nuttall',
  'Ogden',
  'Pilling',
  'Quarmby',
  'Rudd',
  'Sowerby',
  'Thorley',
  'Umpleby',
  'Varley',
  'Whitworth',
  'Yardley',
  'Adebayo',
  'Bakare',
  'Correia',
  'Diallo',
  'Ekdahl',
  'Fofana',
  'Halvorsen',
  'Kovac',
  'Lindgren',
  'Moreau',
  'Novak',
  'Okonkwo',
  'Petrov',
  'Rossetti',
  'Salgado',
  'Sangaré',
]

const REFEREES = [
  'Martin Ashby',
  'Claire Pendle',
  'Gareth Lowe',
  'Simon Ferris',
  'Helen Stroud',
  'Darren Coyle',
  'Paul Mercer',
  'Rebecca Haines',
  'Neil Cartwright',
  'Tom Bickerstaff',
]

/** Distinct invented names for one squad. */
export function squadNames(random: Random, count: number, women: boolean): string[] {
  const firsts = women ? WOMEN_FIRST : MEN_FIRST
  const names = new Set<string>()
  while (names.size < count) names.add(`${random.pick(firsts)} ${random.pick(LAST)}`)
  return [...names]
}

export function refereeName(random: Random): string {
  return random.pick(REFEREES)
}
