/** The spec stores most timestamps in unix seconds. */
export const unixSeconds = (date: Date = new Date()): number => Math.floor(date.getTime() / 1000);
