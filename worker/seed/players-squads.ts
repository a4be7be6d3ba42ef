/** Women's squad and academy players: invented people (SPEC §3 Player). */
import type { PlayerSeed } from './players'

const G = 'Goalkeeper'
const D = 'Defender'
const M = 'Midfielder'
const F = 'Forward'

export const WOMEN_SQUAD: PlayerSeed[] = [
  [1, 'Amber', 'Lowry', G, 'England', '1998-04-12', '2022-07', 'Watford Women'],
  [23, 'Keira', 'Doyle', G, 'Republic of Ireland', '2002-10-06', '2024-07', 'Peamount United'],
  [2, 'Sophie', 'Renwick', D, 'England', '1999-02-21', '2021-07', 'Gillingham Women'],
  [5, 'Grace', 'Holloway', D, 'England', '1997-08-30', '2020-07', 'academy'],
  [4, 'Ellie', 'Brandon', D, 'Scotland', '2000-01-15', '2023-01', 'Hibernian Women'],
  [3, 'Lily', 'Marchant', D, 'England', '2003-06-02', '2022-07', 'academy'],
  [15, 'Maisie', 'Tranter', D, 'Wales', '2001-11-19', '2024-07', 'Cardiff City Women'],
  [6, 'Hannah', 'Wilde', M, 'England', '1996-05-27', '2019-07', 'Norwich City Women'],
  [8, 'Megan', 'Fairclough', M, 'England', '1999-09-09', '2022-07', 'Lewes'],
  [10, 'Freya', 'Castell', M, 'England', '2001-03-03', '2023-07', 'Cambridge United Women'],
  [7, 'Chloe', 'Ambrose', M, 'England', '2002-12-24', '2021-07', 'academy'],
  [14, 'Ruby', 'Okoro', M, 'England', '2004-07-13', '2024-07', 'academy'],
  [16, 'Jess', 'Hartwell', M, 'Northern Ireland', '2000-10-28', '2025-07', 'Glentoran Women'],
  [9, 'Isla', 'Pennant', F, 'England', '1998-01-31', '2021-07', 'Oxford United Women'],
  [11, 'Niamh', 'Kearney', F, 'Republic of Ireland', '2000-06-17', '2023-07', 'Shelbourne'],
  [17, 'Poppy', 'Sandford', F, 'England', '2003-04-22', '2022-07', 'academy'],
  [19, 'Tilly', 'Ashworth', F, 'England', '2005-09-05', '2024-07', 'academy'],
  [20, 'Zara', 'Mistry', F, 'England', '2002-02-08', '2025-07', 'Charlton Athletic Women'],
]

export const U21_SQUAD: PlayerSeed[] = [
  [1, 'Dylan', 'Aske', G, 'England', '2006-01-20', '2022-07', 'academy'],
  [4, 'Theo', 'Lambourne', D, 'England', '2005-11-11', '2021-07', 'academy'],
  [5, 'Louie', 'Granger', D, 'England', '2006-04-02', '2022-07', 'academy'],
  [8, 'Kai', 'Osei', M, 'England', '2005-08-26', '2021-07', 'academy'],
  [6, 'Jamal', 'Pryor', M, 'England', '2006-06-14', '2023-07', 'Southend United'],
  [9, 'Rory', 'Blackwood', F, 'Scotland', '2005-03-08', '2023-07', 'academy'],
]

export const U18_SQUAD: PlayerSeed[] = [
  [1, 'Zak', 'Hussain', G, 'England', '2008-05-15', '2024-07', 'academy'],
  [5, 'Ollie', 'Brannigan', D, 'England', '2008-09-29', '2024-07', 'academy'],
  [7, 'Ashton', 'Pike', M, 'England', '2009-01-04', '2025-07', 'academy'],
  [10, 'Oscar', 'Thwaite', M, 'England', '2008-07-19', '2024-07', 'academy'],
  [9, 'Max', 'Ellery', F, 'England', '2008-02-25', '2024-07', 'academy'],
  [11, 'Callum', 'Frost', F, 'Wales', '2009-03-12', '2025-07', 'academy'],
]
