/** The men's first-team squad: invented people, numbered 1–40 (SPEC §3 Player). */
import type { PlayerSeed } from './players'

const G = 'Goalkeeper'
const D = 'Defender'
const M = 'Midfielder'
const F = 'Forward'

/** Listed in order of preference within each position: the team sheets pick from the top. */
export const MEN_SQUAD: PlayerSeed[] = [
  [1, 'Tom', 'Ashdown', G, 'England', '1997-03-14', '2024-07', 'Bristol Rovers'],
  [13, 'Callum', 'Reade', G, 'Scotland', '1999-11-02', '2025-01', 'Kilmarnock'],
  [31, 'Freddie', 'Marsh', G, 'England', '2005-06-21', '2023-07', 'academy'],
  [2, 'Jack', 'Harlow', D, 'England', '1998-09-30', '2023-08', 'Peterborough United'],
  [4, 'Sam', 'Okafor', D, 'Nigeria', '1996-01-17', '2024-08', 'Hibernian'],
  [5, 'Ethan', 'Colbourne', D, 'England', '1999-05-05', '2022-07', 'Gillingham'],
  [3, 'Leon', 'Pryce', D, 'Wales', '2000-12-11', '2024-01', 'Newport County'],
  [12, 'Aaron', 'Mensah', D, 'Ghana', '2001-08-08', '2025-07', 'Hearts of Oak'],
  [6, 'Marcus', 'Dorey', D, 'England', '1995-04-27', '2021-07', 'Lincoln City'],
  [15, 'Harvey', 'Quinn', D, 'Republic of Ireland', '2002-02-19', '2024-07', 'Shamrock Rovers'],
  [21, 'George', 'Wrenfield', D, 'England', '2004-10-03', '2022-07', 'academy'],
  [25, 'Reece', 'Lindqvist', D, 'Sweden', '2000-07-22', '2025-08', 'Hammarby'],
  [8, 'Oliver', 'Penrose', M, 'England', '1997-12-01', '2023-07', 'Blackpool'],
  [10, 'Rhys', 'Carver', M, 'Wales', '1998-06-09', '2022-01', 'Swindon Town'],
  [7, 'Kieran', 'Blythe', M, 'England', '2001-03-29', '2024-07', 'Barnsley'],
  [16, 'Noah', 'Baptiste', M, 'France', '2000-09-15', '2025-07', 'Stade Lavallois'],
  [14, 'Josh', 'Tindall', M, 'England', '1999-01-23', '2023-01', 'Shrewsbury Town'],
  [24, 'Kojo', 'Ansah', M, 'Ghana', '2003-04-04', '2024-08', 'Right to Dream'],
  [20, 'Finley', 'Rourke', M, 'Northern Ireland', '2002-11-30', '2023-07', 'Linfield'],
  [22, 'Alfie', 'Kenward', M, 'England', '2005-02-14', '2023-07', 'academy'],
  [27, 'Harry', 'Dunmore', M, 'England', '2006-08-18', '2025-07', 'academy'],
  [36, 'Will', 'Orford', M, 'England', '2007-01-09', '2025-07', 'academy'],
  [9, 'Danny', 'Whitlock', F, 'England', '1996-10-12', '2023-07', 'Exeter City'],
  [11, 'Luca', 'Ferreira', F, 'Portugal', '2000-05-25', '2024-08', 'Vitória de Guimarães'],
  [18, 'Tyler', 'Ashcroft', F, 'England', '2001-07-07', '2025-01', 'Port Vale'],
  [17, 'Ben', 'Marlowe', F, 'England', '1998-02-03', '2022-07', 'Walsall'],
  [19, 'Isaac', 'Oduya', F, 'Kenya', '2002-09-01', '2025-08', 'Gor Mahia'],
  [23, 'Matty', 'Sefton', F, 'England', '2003-12-19', '2024-01', 'Stevenage'],
  [33, 'Jonah', 'Pettit', F, 'Jamaica', '2004-03-16', '2024-07', 'Cavalier'],
  [40, 'Sonny', 'Reeve', F, 'England', '2007-05-30', '2025-07', 'academy'],
]
