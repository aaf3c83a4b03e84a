/** What the scenarios answer in step 2, and what the pre-registration then sends. */
import type { Partner } from './member';

/** Step 2 as the scenarios fill it in: Mario Rossi, born in Monza (MB) on 5 March 1980. */
export const MARIO = {
  firstName: 'Mario',
  lastName: 'Rossi',
  day: '5',
  month: '3',
  year: '1980',
  province: 'MB',
  city: 'Monza',
} as const;

/** What the pre-registration sends for a member of `partner` who answered step 2 as MARIO. */
export function expectedPreRegistration(partner: Pick<Partner, 'name' | 'email'>) {
  return {
    birthDate: '1980-03-05',
    bornCity: MARIO.city,
    country: 'Italia',
    email: partner.email,
    firstName: MARIO.firstName,
    gender: 'MALE',
    groupRef: `${partner.name}_${partner.email}`,
    lastName: MARIO.lastName,
  };
}
