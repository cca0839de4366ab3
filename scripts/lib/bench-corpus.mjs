// Synthetic but varied knowledge text for the bench: sentences drawn from a Zipf-weighted vocabulary
// (common support words plus generated terms), so full-text queries have realistic selectivity.

/** Deterministic PRNG (mulberry32): every run loads the same corpus and asks the same questions. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COMMON = `the a to of and in for is on you your with can our we this be are it or as by at from that
not will have if an all order account customer support refund invoice delivery shipping payment
return warranty product service plan price team contact email phone hours days business week month
year store card bank transfer subscription cancel change update password login app website page
help question answer time number address country region policy terms privacy data security access
report dashboard agent chat message widget setting option feature upgrade trial free premium
standard express tracking package item stock size colour model version device battery screen
charger cable repair replacement exchange damage missing late early open closed holiday weekend
morning evening office branch location city delivery pickup courier label receipt tax discount
coupon code gift voucher balance credit debit limit fee charge cost total monthly annual
renewal notice confirmation request form document file upload download install setup guide
manual step error problem issue fix restart reset check verify confirm enable disable share
invite user member role owner admin permission group workspace project folder export import`
  .split(/\s+/)
  .filter(Boolean);

function makeVocabulary(random, size) {
  const syllables =
    'ka ri to mel van sor lin qua der po mi zen tal bro fen gar hu lo nes pra sti vel wor xan yel'.split(' ');
  const words = new Set(COMMON);
  while (words.size < size) {
    const n = 2 + Math.floor(random() * 3);
    let w = '';
    for (let i = 0; i < n; i++) w += syllables[Math.floor(random() * syllables.length)];
    words.add(w);
  }
  return [...words];
}

export function createCorpus(seed = 7, vocabularySize = 20000) {
  const random = seededRandom(seed);
  const vocabulary = makeVocabulary(random, vocabularySize);
  // Zipf (s≈1.05): rank r is drawn with weight 1/r^s, through a cumulative table and binary search.
  const cumulative = new Float64Array(vocabulary.length);
  let sum = 0;
  for (let r = 0; r < vocabulary.length; r++) {
    sum += 1 / (r + 1) ** 1.05;
    cumulative[r] = sum;
  }
  const word = (from = 0) => {
    const lo0 = from > 0 ? cumulative[from - 1] : 0;
    const x = lo0 + random() * (sum - lo0);
    let lo = from;
    let hi = vocabulary.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return vocabulary[lo];
  };
  const sentence = () => {
    const n = 6 + Math.floor(random() * 14);
    const words = Array.from({ length: n }, () => word());
    const s = words.join(' ');
    return `${s[0].toUpperCase()}${s.slice(1)}.`;
  };
  /** A passage of roughly `chars` characters. */
  const passage = (chars) => {
    let text = '';
    while (text.length < chars) text += (text ? ' ' : '') + sentence();
    return text;
  };
  /** A visitor question of 2–6 words, mostly content words (skipping the ~40 commonest). */
  const question = () => {
    const n = 2 + Math.floor(random() * 5);
    return Array.from({ length: n }, () => word(40)).join(' ');
  };
  return { random, passage, question, sentence };
}
