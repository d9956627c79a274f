// Made-up but plausible people for the admin lists benchmark: names repeat as real ones do,
// so a search term matches a realistic share of a client's users, and every run seeds the
// same data (a seeded PRNG), so runs compare.

// biome-ignore format: a word list
const FIRST = [
  'james', 'mary', 'robert', 'patricia', 'john', 'jennifer', 'michael', 'linda', 'david', 'elizabeth',
  'william', 'barbara', 'richard', 'susan', 'joseph', 'jessica', 'thomas', 'sarah', 'charles', 'karen',
  'christopher', 'lisa', 'daniel', 'nancy', 'matthew', 'betty', 'anthony', 'sandra', 'mark', 'margaret',
  'donald', 'ashley', 'steven', 'kimberly', 'andrew', 'emily', 'paul', 'donna', 'joshua', 'michelle',
] as const;

// biome-ignore format: a word list
const LAST = [
  'smith', 'johnson', 'williams', 'brown', 'jones', 'garcia', 'miller', 'davis', 'rodriguez', 'martinez',
  'hernandez', 'lopez', 'gonzalez', 'wilson', 'anderson', 'thomas', 'taylor', 'moore', 'jackson', 'martin',
  'lee', 'perez', 'thompson', 'white', 'harris', 'sanchez', 'clark', 'ramirez', 'lewis', 'robinson',
  'walker', 'young', 'allen', 'king', 'wright', 'scott', 'torres', 'nguyen', 'hill', 'flores',
  'green', 'adams', 'nelson', 'baker', 'hall', 'rivera', 'campbell', 'mitchell', 'carter', 'roberts',
] as const;

/** mulberry32: a small seeded PRNG, uniform in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(list: readonly T[], r: number): T => list[Math.floor(r * list.length)] as T;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export type Person = {
  readonly first_name: string;
  readonly last_name: string;
  /** Lowercased and unique: the index is part of it. */
  readonly email: string;
  readonly phone: string;
  readonly dob: string;
};

/** The i-th person of a client whose users sign up with addresses at `domain`. */
export function person(random: () => number, i: number, domain: string): Person {
  const first = pick(FIRST, random());
  const last = pick(LAST, random());
  const digits = (n: number) => String(Math.floor(random() * 10 ** n)).padStart(n, '0');
  const year = 1960 + Math.floor(random() * 50);
  const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
  return {
    first_name: capital(first),
    last_name: capital(last),
    email: `${first}.${last}${i}@${domain}`,
    phone: `${digits(3)}-${digits(3)}-${digits(4)}`,
    dob: `${year}-${month}-${day}`,
  };
}

/** A last name every list has plenty of: the search case's term. */
export const COMMON_LAST_NAME = 'garcia';

/**
 * How `total` users spread over `clients` venues: skewed as real venues are (client i's
 * share ∝ 1/√(i+1)), so client 0 is the largest and its admin's list the longest.
 */
export function usersPerClient(total: number, clients: number): number[] {
  const weights = Array.from({ length: clients }, (_, i) => 1 / Math.sqrt(i + 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((w / sum) * total));
  counts[0] = (counts[0] ?? 0) + total - counts.reduce((a, b) => a + b, 0);
  return counts;
}
