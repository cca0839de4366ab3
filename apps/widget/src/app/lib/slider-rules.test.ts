import { describe, expect, it } from 'vitest';
import { readSlider } from './slider-rules';

describe('slider payload', () => {
  it('R-WIX-9 defaults to 0..100 step 1 and keeps the default value inside the range', () => {
    expect(readSlider({})).toEqual({
      defaultValue: 0,
      canCancel: false,
      label: '',
      step: 1,
      minValue: 0,
      maxValue: 100,
      size: 'medium',
      valueLabel: '',
    });
    expect(
      readSlider({
        minValue: 10,
        maxValue: 20,
        defaultValue: 50,
        step: '2',
        canCancel: true,
        valueLabel: 'kg',
      }),
    ).toMatchObject({
      defaultValue: 20,
      step: 2,
      canCancel: true,
      valueLabel: 'kg',
    });
    expect(readSlider({ step: -3 }).step).toBe(1);
  });
});
