import { describe, expect, it } from 'vitest';
import { revealSchedule } from './reveal-schedule';

const bot = (delay?: number) =>
  delay === undefined ? { from: 'bot' as const } : { from: 'bot' as const, delay };
const human = { from: 'human' as const };

describe('revealSchedule', () => {
  it("spaces bot messages without their own delay by the agent's messageDelayMS", () => {
    expect(revealSchedule([bot(), bot(), bot()], 1000)).toEqual([0, 1000, 2000]);
  });

  it("uses each message's own delay when it has one", () => {
    expect(revealSchedule([bot(0), bot(250), bot()], 1000)).toEqual([0, 250, 1250]);
    expect(revealSchedule([bot(300), bot(0)], 1000)).toEqual([300, 300]);
  });

  it('respects a short configured delay', () => {
    expect(revealSchedule([bot(), bot(), bot()], 50)).toEqual([0, 50, 100]);
    expect(revealSchedule([bot(), bot()], 0)).toEqual([0, 0]);
  });

  it("shows the visitor's own turn at once, then the bot's reply", () => {
    expect(revealSchedule([human, bot(0), bot()], 1000)).toEqual([0, 0, 1000]);
    expect(revealSchedule([human, bot()], 1000)).toEqual([0, 0]);
  });

  it('R-AGD-8 falls back to 1000 ms when the configured delay is unusable', () => {
    expect(revealSchedule([bot(), bot()], Number.NaN)).toEqual([0, 1000]);
    expect(revealSchedule([bot(), bot()], -5)).toEqual([0, 1000]);
  });

  it('treats a negative message delay as none', () => {
    expect(revealSchedule([bot(), bot(-100)], 1000)).toEqual([0, 0]);
  });
});
