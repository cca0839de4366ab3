// The Clients page's search: organisations whose name holds every typed word, ignoring case and accents.
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function filterOrgsByName<T extends { name: string }>(orgs: readonly T[], query: string): T[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...orgs];
  return orgs.filter((org) => {
    const name = fold(org.name);
    return words.every((word) => name.includes(word));
  });
}
